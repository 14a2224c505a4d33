import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { MatchersV3 } from '@pact-foundation/pact';
// every consumer test imports this file: the mock server's match bookkeeping is awaited (see the file)
import './mock-server-race.ts';
import {
  type ContractNotificationType,
  type Notification,
  type NotificationType,
  contractNotificationTypes,
  globalPayPactFile,
  providerStateNames,
  usEft,
} from '../src/index.ts';

export { globalPayPactFile, usEft };

const { regex } = MatchersV3;

// the Pact core reads this from the environment when a test is run on its own
process.env.PACT_DO_NOT_TRACK ??= 'true';

/** Pact files land here; scripts/pact.ts empties it before the consumer run. */
export const pactDir = fileURLToPath(new URL('../pacts', import.meta.url));

export const participants = {
  web: 'payments-web',
  /** the browser's dictionary, company and admin calls: a pact file of their own, written by one test file */
  webCompany: 'payments-web-company',
  /** the browser's profile, document and verification calls: a pact file of their own (profile.consumer.test.ts) */
  webProfile: 'payments-web-profile',
  /** the browser's history and statement calls: a pact file of their own (history.consumer.test.ts) */
  webHistory: 'payments-web-history',
  /** the browser's home, card and exchange calls (spec 2 §7): a pact file of their own (cards.consumer.test.ts) */
  webCards: 'payments-web-cards',
  gateway: 'payments-gateway',
  api: 'payments-api',
  helpdesk: 'helpdesk',
  /** the browser's transfer and approval calls (spec 2 §7): a pact file of their own (transfers.consumer.test.ts) */
  webTransfers: 'payments-web-transfers',
  /** the browser's bank data calls of external transfers (spec 2 §7 "External"): bank-data.consumer.test.ts */
  webBankData: 'payments-web-bank-data',
  /** the browser's options of external transfers (spec 2 §7 "External"): external-options.consumer.test.ts */
  webExternalOptions: 'payments-web-external-options',
  /** the browser's external submits (spec 2 §7 "External: submit per type"): external-transfers.consumer.test.ts */
  webExternalTransfers: 'payments-web-external-transfers',
  /** the browser's mass transfers (spec 2 §4 "Mass transfers", §7): mass-transfers.consumer.test.ts */
  webMassTransfers: 'payments-web-mass-transfers',
  /** the browser's batch history (spec 2 §7 "Batch transfer list", "view file"): batch-history.consumer.test.ts */
  webBatchHistory: 'payments-web-batch-history',
  /** the browser's business approvals (spec 2 §7 "Business approvals"): transaction-requests.consumer.test.ts */
  webTransactionRequests: 'payments-web-transaction-requests',
  /** the sender's global pay batch calls (spec 2 §7 "Global pay batch"): global-pay.consumer.test.ts */
  webGlobalPay: 'payments-web-global-pay',
  /** the public receive page's calls (spec 2 §7 "Global payment, recipient side"): global-receive.consumer.test.ts */
  webGlobalReceive: 'payments-web-global-receive',
  /** the browser's invoices and pre-approved payments (spec 2 §7 "Invoices", "Pre-approved"): invoices.consumer.test.ts */
  webInvoices: 'payments-web-invoices',
  /** the company's representatives, resolution and username requests (spec 3 §7): representatives.consumer.test.ts */
  webRepresentatives: 'payments-web-representatives',
  /** the tax self-certification's calls (spec 3 §3, §7 'FATCA/CRS'): tax-certification.consumer.test.ts */
  webTaxCertification: 'payments-web-tax-certification',
  /** the business wizard's submit (spec 3 §3, §7 "Business account create"): business-registration.consumer.test.ts */
  webBusinessRegistration: 'payments-web-business-registration',
  /** the payments API's realtime websocket, verified as asynchronous messages */
  realtime: 'payments-api-realtime',
  /** spec 3 §7 "Contracts service": the gateway's third upstream (revenue-split contracts) */
  contracts: 'contracts-service',
  /** the analytics collector (spec 3 §7 "recorded via its own host"): the gateway forwards pageview batches */
  analytics: 'analytics-collector',
  /** the browser's revenue-split calls (spec 3 §7 "Contracts service", split-pay-signer-identification) */
  webRevenueSplit: 'payments-web-revenue-split',
  /** the browser's support calls on the payments API (spec 3 §7 "Support": zoho/*): zoho.consumer.test.ts */
  webSupport: 'payments-web-support',
  /** the browser's documents (spec 3 §7 "POST /pdf/api/generator_pdf/{name}"): pdf-generator.consumer.test.ts */
  webDocuments: 'payments-web-documents',
} as const;

/** Message descriptions: the provider test maps each to a function that makes the fake emit it. */
export const realtimeMessages = {
  pushConfirmed: 'a PushLoginConfirmed event after the push was approved',
  pong: 'a Ping event answering a client ping',
  passwordChanged: 'a PasswordChange event with result true after the confirm',
  passwordChangeCanceled: 'a PasswordChange event with result false when the change is canceled',
  twoStepModeSet: 'a TwoStepVerificationModeSet event after the two-step confirm',
  twoStepConfirmed: 'a TwoStepVerificationConfirmed event after the two-step confirm',
  transactionCompleted: 'a TransactionCompleted event when a pending transfer is accepted on the device',
  transactionRejected: 'a TransactionRejected event when a pending transfer is rejected on the device',
  transactionFailed: 'a TransactionFailed event when an accepted transfer can no longer be paid',
  batchPartially: 'a Notification event of type batchPartially when the rows of a batch ended in different statuses',
} as const;

/**
 * Spec 3 §3 Notification: one message pact per type (realtime.consumer.test.ts), each named by its type; the
 * provider test has the fakes' realtime control push the same example. batchPartially keeps its own words above.
 */
export const notificationMessage = (type: string): string =>
  type === 'batchPartially' ? realtimeMessages.batchPartially : `a Notification event of type ${type}`;
/** Each type's example payload: type, status, title, body and what the type names (contracts realtime.ts). */
export const notificationExamples: Record<NotificationType, Notification> = {
  info: { type: 'info', status: 'info', title: 'Scheduled maintenance', body: 'The service is paused at 02:00 UTC.' },
  documentFailed: { type: 'documentFailed', status: 'error', title: 'Document', body: 'Not processed.', documentId: 7 },
  documentRejected: { type: 'documentRejected', status: 'error', title: 'Document', body: 'Rejected.', documentId: 7 },
  documentExpired: { type: 'documentExpired', status: 'warning', title: 'Document', body: 'Expired.', documentId: 7 },
  documentExpSoon: {
    type: 'documentExpSoon',
    status: 'warning',
    title: 'Document',
    body: 'Expires soon.',
    documentId: 7,
  },
  usernameChangeFailed: {
    type: 'usernameChangeFailed',
    status: 'error',
    title: 'Username',
    body: 'Not changed.',
    username: 'new@demo.test',
  },
  usernameChanged: {
    type: 'usernameChanged',
    status: 'success',
    title: 'Username',
    body: 'Changed.',
    username: 'new@demo.test',
  },
  batchPartially: {
    type: 'batchPartially',
    status: 'warning',
    title: 'Batch partially processed',
    body: 'Some payments of the batch were not made.',
  },
  zohoNewMessage: {
    type: 'zohoNewMessage',
    status: 'info',
    title: 'Support',
    body: 'New answer.',
    ticketNumber: '1042',
  },
  zohoClosedNoReply: {
    type: 'zohoClosedNoReply',
    status: 'info',
    title: 'Support',
    body: 'Closed.',
    ticketNumber: '1042',
  },
  acceptTermsLogin: { type: 'acceptTermsLogin', status: 'info', title: 'Terms', body: 'New terms of use.' },
  ...(Object.fromEntries(
    contractNotificationTypes.map((type) => [
      type,
      { type, status: 'info', title: 'Smart contract', body: 'The contract changed.', contractId: 12 },
    ]),
  ) as Record<ContractNotificationType, Notification>),
  cardClosed: { type: 'cardClosed', status: 'info', title: 'Card', body: 'Closed.', accountId: 300004 },
};

/** Public demo credentials of design.md; nothing secret. */
export const demo = {
  password: 'Demo-pass-1',
  otp: '123456',
  personal: 'personal@demo.test',
  business: 'business@demo.test',
  /** right 3 (initiate) in business@'s company: its transfers wait for an approval */
  initiator: 'initiator@demo.test',
  otpUser: 'otp@demo.test',
  smsUser: 'sms@demo.test',
  pushUser: 'push@demo.test',
  deviceUser: 'device@demo.test',
  /** created by the awaitingActivation state */
  newUser: 'new@demo.test',
  code: '123456',
  /** the partner sign-in request the fakes know */
  seiId: 'sei-demo-1',
  /** the seeded global payment's receive link secret (fakes global-pay-store.ts DEMO_RECEIVE_SECRET) */
  receiveSecret: 'demo-receive-0001',
} as const;

/** The seeded account ids of personal@demo.test (fakes/src/seed.ts assigns them in order). */
export const demoAccounts = {
  personalUsd: 300001,
  personalEur: 300002,
  personalRon: 300003,
  personalUsdCard: 300004,
  personalEurCard: 300005,
} as const;

/**
 * Provider state names, shared by the consumer tests and the fakes' state-change API (POST /__fake/provider-states)
 * so that the two cannot drift apart; params and what each arranges: contracts/src/provider-states.ts.
 */
export const states = providerStateNames;

/** JWT-shaped, as the provider issues them. */
export const jwtPattern = '^[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';
export const exampleJwt =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJ0eXAiOiJhY2Nlc3MiLCJzdWIiOiIxIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';
export const jwt = () => regex(jwtPattern, exampleJwt);

/**
 * The consumer pins the header's shape; the provider verification swaps in a
 * live token through its request filter (payments-api.provider.test.ts).
 */
export const bearerPattern = '^Bearer [A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+\\.[A-Za-z0-9_-]+$';
export const bearer = () => regex(bearerPattern, `Bearer ${exampleJwt}`);
export const bearerHeader = () => ({ authorization: `Bearer ${exampleJwt}` });

export const pkcePattern = '^[A-Za-z0-9\\-._~]{43,128}$';
const codeVerifier = 'pact-verifier-0123456789-abcdefghijklmnopqrstuvwxyz.ABCDEFGHIJKLMNOPQRSTUVWXYZ~';
/** A fixed PKCE pair: the provider states start their sign-ins with it. */
export const pkcePair = {
  codeVerifier,
  codeChallenge: createHash('sha256').update(codeVerifier).digest('base64url'),
} as const;
export const decimalPattern = '^-?\\d{1,15}(\\.\\d{1,8})?$';
export const currencyPattern = '^[A-Z]{3,5}$';
