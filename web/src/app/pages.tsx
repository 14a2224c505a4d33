import type { ReactElement } from 'react';
import { Navigate, paths, type RouteKey } from '../shared/routes/index.ts';

/**
 * The pages' table: a chunk of its own, loaded by the router (./router.tsx) when a page other than /login or /home
 * is first shown or preloaded. /login's start chunk holds only those two, so a page added here costs /login nothing
 * (scripts/size-budget.test.ts: each line in the start chunk cost /login ~120 B gzipped).
 */
export type Lazy = () => Promise<{ element: ReactElement }>;

/** Screens built so far; every other declared route gets the placeholder page. */
const built: Partial<Record<RouteKey, Lazy>> = {
  notFound: () => import('../pages/not-found/index.ts').then((m) => ({ element: <m.NotFoundPage /> })),
  scp: () => import('../pages/scp/index.ts').then((m) => ({ element: <m.ScpPage /> })),
  scpMobile: () => import('../pages/scp/index.ts').then((m) => ({ element: <m.ScpMobilePage /> })),
  authSei: () => import('../pages/auth-sei/index.ts').then((m) => ({ element: <m.AuthSeiPage /> })),
  loginApproval: () => import('../pages/login-approval/index.ts').then((m) => ({ element: <m.LoginApprovalPage /> })),
  activate: () => import('../pages/activate/index.ts').then((m) => ({ element: <m.ActivatePage /> })),
  register: () => import('../pages/register/index.ts').then((m) => ({ element: <m.RegisterPage /> })),
  registerPersonal: () =>
    import('../pages/register-personal/index.ts').then((m) => ({ element: <m.RegisterPersonalPage /> })),
  passwordReset: () => import('../pages/password-reset/index.ts').then((m) => ({ element: <m.PasswordResetPage /> })),
  passwordResetConfirm: () =>
    import('../pages/password-reset/index.ts').then((m) => ({ element: <m.PasswordResetPage /> })),
  setting: () => import('../pages/setting/index.ts').then((m) => ({ element: <m.SettingPage /> })),
  payoutBlacklist: () =>
    import('../pages/payout-blacklist/index.ts').then((m) => ({ element: <m.PayoutBlacklistPage /> })),
  loginHistory: () => import('../pages/login-history/index.ts').then((m) => ({ element: <m.LoginHistoryPage /> })),
  transferPreapprovedPayments: () =>
    import('../pages/transfer-preapproved/index.ts').then((m) => ({ element: <m.TransferPreapprovedPage /> })),
  transferApproved: () =>
    import('../pages/transfer-approved/index.ts').then((m) => ({ element: <m.TransferApprovedPage /> })),
  legal: () => import('../pages/legal/index.ts').then((m) => ({ element: <m.LegalPage /> })),
  profile: () => import('../pages/profile/index.ts').then((m) => ({ element: <m.ProfilePage /> })),
  kyc: () => import('../pages/kyc/index.ts').then((m) => ({ element: <m.KycPage /> })),
  profileUpdate: () => import('../pages/kyc/index.ts').then((m) => ({ element: <m.ProfileUpdatePage /> })),
  unverifiedAccount: () =>
    import('../pages/unverified-account/index.ts').then((m) => ({ element: <m.UnverifiedAccountPage /> })),
  limitedAccount: () =>
    import('../pages/limited-account/index.ts').then((m) => ({ element: <m.LimitedAccountPage /> })),
  videoIdentityJob: () =>
    import('../pages/video-identity-job/index.ts').then((m) => ({ element: <m.VideoIdentityJobPage /> })),
  identityVerification: () =>
    import('../pages/identity-verification/index.ts').then((m) => ({ element: <m.IdentityVerificationPage /> })),
  companyAccess: () => import('../pages/company-access/index.ts').then((m) => ({ element: <m.CompanyAccessPage /> })),
  companyEmails: () => import('../pages/company-emails/index.ts').then((m) => ({ element: <m.CompanyEmailsPage /> })),
  company: () => import('../pages/company/index.ts').then((m) => ({ element: <m.CompanyPage /> })),
  companyPath: () => import('../pages/company/index.ts').then((m) => ({ element: <m.CompanyPage /> })),
  companyDocuments: () =>
    import('../pages/company-documents/index.ts').then((m) => ({ element: <m.CompanyDocumentsPage /> })),
  adminOverview: () => import('../pages/admin-overview/index.ts').then((m) => ({ element: <m.AdminOverviewPage /> })),
  customerAccess: () =>
    import('../pages/customer-access/index.ts').then((m) => ({ element: <m.CustomerAccessPage /> })),
  authorisedUserLogin: () =>
    import('../pages/customer-access/index.ts').then((m) => ({ element: <m.AuthorisedUserLoginPage /> })),
  selfCertificationRepresentative: () =>
    import('../pages/self-certification-representative/index.ts').then((m) => ({
      element: <m.SelfCertificationRepresentativePage />,
    })),
  selfCertificationSplash: () =>
    import('../pages/self-certification-splash/index.ts').then((m) => ({ element: <m.SelfCertificationSplashPage /> })),
  selfCertificationBusinessSplash: () =>
    import('../pages/self-certification-splash/index.ts').then((m) => ({
      element: <m.SelfCertificationBusinessSplashPage />,
    })),
  selfCertification: () =>
    import('../pages/self-certification/index.ts').then((m) => ({ element: <m.SelfCertificationPage /> })),
  selfCertificationBusiness: () =>
    import('../pages/self-certification-business/index.ts').then((m) => ({
      element: <m.SelfCertificationBusinessPage />,
    })),
  profileNotifications: () =>
    import('../pages/profile-notifications/index.ts').then((m) => ({ element: <m.ProfileNotificationsPage /> })),
  legalTos: () =>
    Promise.all([import('../pages/legal-tos/index.ts'), import('../pages/not-found/index.ts')]).then(([legal, nf]) => ({
      element: <legal.LegalTosPage notFound={<nf.NotFoundPage />} />,
    })),
  transferAccount: () =>
    import('../pages/transfer-account/index.ts').then((m) => ({ element: <m.TransferAccountPage /> })),
  transferP2p: () => import('../pages/transfer-p2p/index.ts').then((m) => ({ element: <m.TransferP2pPage /> })),
  // mass transfers (spec 2 §2): the kinds, P2P and the confirm steps; /transfer/mass/global is gp-web's
  transferMass: () => import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassPage /> })),
  transferMassWire: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="wire" /> })),
  transferMassEft: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="eft" /> })),
  transferMassOct: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="oct" /> })),
  transferMassDigital: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="digital" /> })),
  transferMassP2p: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassUploadPage flow="p2p" /> })),
  transferExternalMassConfirm: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassConfirmPage flow="external" /> })),
  transferMassP2pConfirm: () =>
    import('../pages/transfer-mass/index.ts').then((m) => ({ element: <m.TransferMassConfirmPage flow="p2p" /> })),
  history: () => import('../pages/history/index.ts').then((m) => ({ element: <m.HistoryPage /> })),
  historyBatchTransfers: () =>
    import('../pages/batch-history/index.ts').then((m) => ({ element: <m.BatchHistoryPage /> })),
  statements: () => import('../pages/statements/index.ts').then((m) => ({ element: <m.StatementsPage /> })),
  // cards (spec 2 §2)
  cards: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardsPage /> })),
  cardsAccount: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardDetailPage /> })),
  transferExternal: () =>
    import('../pages/transfer-external/index.ts').then((m) => ({ element: <m.TransferExternalPage /> })),
  transferMassGlobal: () =>
    import('../pages/transfer-mass-global/index.ts').then((m) => ({ element: <m.TransferMassGlobalPage /> })),
  transferExternalGlobalSummary: () =>
    import('../pages/transfer-mass-global/index.ts').then((m) => ({ element: <m.GlobalSummaryPage /> })),
  cardPin: () => import('../pages/cards/index.ts').then((m) => ({ element: <m.CardPinPage /> })),
  news: () => import('../pages/news/index.ts').then((m) => ({ element: <m.NewsPage /> })),
  addCard: () => import('../pages/add-card/index.ts').then((m) => ({ element: <m.AddCardPage /> })),
  confirmCard: () => import('../pages/confirm-card/index.ts').then((m) => ({ element: <m.ConfirmCardPage /> })),
  receive: () => import('../pages/receive/index.ts').then((m) => ({ element: <m.ReceivePage /> })),
  transferInvoices: () => import('../pages/transfer-invoices/index.ts').then((m) => ({ element: <m.InvoicesPage /> })),
  messages: () => import('../pages/messages/index.ts').then((m) => ({ element: <m.MessagesPage /> })),
  revenueSplit: () => import('../pages/revenue-split/index.ts').then((m) => ({ element: <m.RevenueSplitPage /> })),
  revenueSplitNew: () =>
    import('../pages/revenue-split-new/index.ts').then((m) => ({ element: <m.NewContractPage /> })),
  revenueSplitContract: () =>
    import('../pages/revenue-split-contract/index.ts').then((m) => ({ element: <m.ContractPage /> })),
  merchantSubscribers: () =>
    import('../pages/merchant-subscribers/index.ts').then((m) => ({ element: <m.SubscribersPage /> })),
  // spec 3 §2: security/verification is the merchant section's default page
  merchant: () => Promise.resolve({ element: <Navigate to={paths.merchantVerification.getHref()} replace /> }),
  merchantVerification: () =>
    import('../pages/merchant-security/index.ts').then((m) => ({ element: <m.VerificationPage /> })),
  merchantVerificationHistory: () =>
    import('../pages/merchant-security/index.ts').then((m) => ({ element: <m.VerificationHistoryPage /> })),
  merchantReputation: () =>
    import('../pages/merchant-security/index.ts').then((m) => ({ element: <m.ReputationPage /> })),
  merchantSavedButtons: () =>
    import('../pages/merchant-buttons/index.ts').then((m) => ({ element: <m.SavedButtonsPage /> })),
  merchantPbnSettings: () =>
    import('../pages/merchant-buttons/index.ts').then((m) => ({ element: <m.PbnSettingsPage /> })),
  merchantBusinessLogos: () =>
    import('../pages/merchant-buttons/index.ts').then((m) => ({ element: <m.BusinessLogosPage /> })),
  merchantWebhookLog: () =>
    import('../pages/merchant-webhook-log/index.ts').then((m) => ({ element: <m.MerchantWebhookLogPage /> })),
  merchantIpnHistory: () => import('../pages/merchant-ipn/index.ts').then((m) => ({ element: <m.IpnHistoryPage /> })),
  merchantIpnSettings: () => import('../pages/merchant-ipn/index.ts').then((m) => ({ element: <m.IpnSettingsPage /> })),
  merchantApiKey: () => import('../pages/merchant-api/index.ts').then((m) => ({ element: <m.MerchantApiKeyPage /> })),
  merchantApiLog: () => import('../pages/merchant-api/index.ts').then((m) => ({ element: <m.MerchantApiLogPage /> })),
  registerBusiness: () =>
    import('../pages/register-business/index.ts').then((m) => ({ element: <m.RegisterBusinessPage /> })),
};

function placeholder(name: string, path: string): Lazy {
  return () =>
    import('../pages/placeholder/index.ts').then((m) => ({ element: <m.PlaceholderPage name={name} path={path} /> }));
}

/** The page of a declared route: its screen, or the placeholder that says it is one. */
export function pageOf(key: RouteKey, name: string, path: string): Lazy {
  return built[key] ?? placeholder(name, path);
}

/** The 404 page, for unknown paths. */
export const notFound: Lazy = () => (built.notFound as Lazy)();
