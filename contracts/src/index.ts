export { methodCall, restCall, fillPath, matchPath } from './call.ts';
export type { CallDef, HttpMethod } from './call.ts';
export { responseCodes, codeInfo, isSuccess } from './codes.ts';
export type { ResponseCode, Reaction, CodeInfo } from './codes.ts';
export { normalizeNumericStrings } from './normalize.ts';
export {
  CLOSED_ACCOUNT_STATUS,
  accountTypes,
  cardAccountTypes,
  isCardAccountType,
  cardStatusIds,
  allCardStatusIds,
  transactionTypeIds,
  documentStatus,
  documentCategoryIds,
  addressStatusIds,
  accessRightValues,
  verificationStates,
  externalTransferTypes,
  paymentTemplateUsableStatuses,
  localPaymentGroups,
  achCountries,
  fasterPaymentsCountries,
  CARD_BIN_LENGTH,
} from './constants.ts';
export type { VerificationState, TransactionTypeName, ExternalTransferType, LocalPaymentGroup } from './constants.ts';
export { envelope, ok, methodBody, decimalString, currencyCode } from './envelope.ts';
export type { Envelope } from './envelope.ts';
export { createClient, callUrl, errorMessage, readAnswer, ApiError, ContractError } from './client.ts';
export type { Client, ClientOptions, CallInput, CallInputOf, CallBodyOf, CallArgs, PathParamNames } from './client.ts';
export {
  pkceString,
  device,
  tokens,
  loginFlow,
  loginRequest,
  postLogin,
  postToken,
  refresh,
  logout,
  pushResend,
  approveMethods,
  deviceList,
} from './auth.ts';
export type { Device, Tokens, LoginFlow } from './auth.ts';
export { customer, customerInfoGet, userAccessInfoGet, termsEntry, permissions } from './customer.ts';
export type { Customer } from './customer.ts';
export { account, accountListGet } from './accounts.ts';
export type { Account } from './accounts.ts';
export { exchangeRate, defaultExchangeRatesGet, exchangeRateGet } from './exchange.ts';
export type { ExchangeRate } from './exchange.ts';
export { zohoJwt, helpdeskMe, helpdeskTickets, helpdeskTicket } from './helpdesk.ts';
export {
  batchPartiallyNotification,
  notification,
  notificationStatus,
  notificationTarget,
  notificationTypes,
  realtimeEvent,
  realtimeEventTypes,
  untypedNotificationTypes,
} from './realtime.ts';
export {
  accountActivate,
  businessAccountActivate,
  employeeAccountActivate,
  activationCodeResend,
  passwordResetRequest,
  passwordResetCodeCheck,
  passwordResetComplete,
  termsAccept,
} from './activation.ts';
export { businessAuthorisedUserGet, customerAccessListGet, customerAccess } from './business.ts';
export type { CustomerAccess } from './business.ts';
export {
  twoStepRequest,
  twoStepConfirm,
  scpMigration,
  scpMigrationGet,
  scpRequest,
  storesUrlsSend,
  loginConfirm,
  seiAuthorize,
} from './two-step.ts';
export type { ScpMigration } from './two-step.ts';
export {
  authDevice,
  deviceUnlink,
  authDevicesGet,
  authDeviceAdd,
  authDeviceGet,
  authDeviceDelete,
  authDeviceApprove,
  authDeviceApproveMethod,
} from './devices.ts';
export type { AuthDevice } from './devices.ts';
export {
  ipWhitelistEntry,
  ipWhitelistGet,
  ipWhitelistAdd,
  ipWhitelistDelete,
  ipWhitelistModeSet,
  passwordChange,
  passwordChangeConfirm,
  loginHistoryEntry,
  loginHistoryGet,
  notificationSetting,
  notificationSettingsGet,
  notificationSettingsSet,
  blacklistUser,
  blacklistGet,
  blacklistAdd,
  blacklistDelete,
  agreement,
  legalInfoGet,
  agreementDownload,
} from './security.ts';
export type { IpWhitelistEntry, LoginHistoryEntry, NotificationSetting, BlacklistUser, Agreement } from './security.ts';
export type { Notification, NotificationTarget, NotificationType, RealtimeEvent } from './realtime.ts';
export { representativeFatcaCrsGet, representativeCertification, representativeTaxId } from './tax-certification.ts';
export type { RepresentativeCertification } from './tax-certification.ts';
export {
  looseText,
  isoDate,
  documentStatusIds,
  documentStatusId,
  docStatusName,
  documentCategoryId,
  documentSide,
  uploadedDocument,
  documentUploadData,
  documentUploadLimits,
  documentUpload,
  documentUploadForm,
  documentDelete,
} from './documents.ts';
export type {
  DocumentStatusId,
  DocStatusName,
  DocumentSide,
  UploadedDocument,
  DocumentUploadData,
} from './documents.ts';
export {
  phone,
  addressKind,
  addressStatus,
  address,
  email,
  identityStatus,
  identity,
  tinMissingReason,
  fatcaCrsCertificationInfo,
  profile,
  profileGet,
  phoneAdd,
  phoneReplace,
  phoneVerify,
  phoneConfirm,
  addressFields,
  addressCreate,
  addressReplace,
  addressConfirm,
  addressDelete,
  addressInquiryDocument,
  addressInquiryGet,
  emailAdd,
  emailConfirm,
  emailDelete,
  emailSetPrimary,
  taxNumberUpdate,
  identityProvider,
  identityVerificationSession,
  identityVerificationStart,
  customerIdentityVerificationStart,
  identityVerificationStatus,
  identityVerificationGet,
  videoIdentityJob,
  videoIdentityJobGet,
  customerVerify,
} from './profile.ts';
export type {
  Phone,
  Address,
  Email,
  IdentityStatus,
  Identity,
  TinMissingReason,
  FatcaCrsCertificationInfo,
  Profile,
  AddressInquiryDocument,
  IdentityProvider,
  IdentityVerificationSession,
  VideoIdentityJob,
} from './profile.ts';
export {
  limitReasonId,
  requirementDocument,
  limitUploadedDocument,
  limitReason,
  customerLimitReasonGet,
  additionalQuestionAnswer,
  kycCustomerInfo,
  kycCustomerInfoGet,
  kycRequest,
  kycRequestGet,
  kycCustomerPersonalInfoUpdate,
  dueDiligenceInfo,
  dueDiligenceInfoGet,
} from './verification.ts';
export type {
  LimitUploadedDocument,
  LimitReason,
  AdditionalQuestionAnswer,
  KycCustomerInfo,
  KycRequest,
  DueDiligenceInfo,
} from './verification.ts';

export {
  dictionaryRequest,
  dictionaryItem,
  specifiableItem,
  occupationVariant,
  occupationsGet,
  country,
  countriesGet,
  currency,
  currenciesGet,
  transactionTypesGet,
  birthCountry,
  birthCountriesGet,
  personalAgreement,
  personalAgreementsGet,
  estimatedMonthlyDepositsGet,
  customerDocumentType,
  customerDocumentCategory,
  documentTypesGet,
  addressDocumentTypesGet,
  sourcesOfFundsKind,
  sourcesOfFundsGet,
  purposeKind,
  purposesGet,
  industryGroupName,
  industryGroup,
  industriesGet,
  additionalQuestionKind,
  additionalQuestionOption,
  additionalQuestion,
  additionalQuestionsGet,
  countryState,
  statesGet,
} from './dictionaries.ts';
export type {
  DictionaryItem,
  SpecifiableItem,
  Country,
  Currency,
  BirthCountry,
  PersonalAgreement,
  CustomerDocumentType,
  CustomerDocumentCategory,
  SourcesOfFundsKind,
  PurposeKind,
  IndustryGroupName,
  IndustryGroup,
  AdditionalQuestionKind,
  AdditionalQuestion,
  CountryState,
} from './dictionaries.ts';
export {
  companyDocumentStatus,
  financialDetail,
  dueDiligenceQuestionnaire,
  company,
  companyInfoGet,
  representativePositionIds,
  identityVerificationState,
  representative,
  representativeListGet,
  accessRights,
  assignableAccessRights,
  companyAccessUser,
  companyAccessListGet,
  companyAccessUpdate,
  potentialUser,
  companyPotentialUsersGet,
  representativeAdd,
  paymentEmail,
  paymentEmailsGet,
  paymentEmailAdd,
  paymentEmailDelete,
} from './company.ts';
export type {
  FinancialDetail,
  DueDiligenceQuestionnaire,
  Company,
  IdentityVerificationState,
  Representative,
  CompanyAccessUser,
  PotentialUser,
  PaymentEmail,
} from './company.ts';
export {
  adminCustomer,
  adminCustomersGet,
  adminDocumentAssign,
  adminDocumentRemove,
  adminFinancialDataUpdate,
  dueDiligenceLevel,
  adminDueDiligenceUpdate,
} from './admin.ts';
export type { AdminCustomer } from './admin.ts';

export {
  betweenAccountsFeeGet,
  transferOperations,
  transferOperation,
  transferMaxAmountGet,
  maxAmountOperations,
  limitTypes,
  transferLimit,
  customerLimitsGet,
  subscriptionFrequencies,
  betweenAccountsTransfer,
  payeeCheck,
  p2pFeeGet,
  recentTransferTypes,
  recentTransfer,
  recentTransfersGet,
  p2pTransfer,
  loadPrepaidCard,
} from './transfers.ts';
export type { TransferLimit, RecentTransfer } from './transfers.ts';
export {
  countryBank,
  countryBankListGet,
  externalPaymentMethod,
  extraParam,
  extraParamGroup,
  extraParamsGet,
  flattenExtraParams,
  eftBankAndBranchCountries,
  requiredExtraParams,
  branchCodeOption,
  branchCodeOptionsGet,
  swiftBankDetails,
  swiftDictionaryGet,
  ibanBankDetails,
  bankDetailText,
  ibanDictionaryGet,
  blockedBinListGet,
  instantKeyTypes,
  instantKeyInfo,
  instantKeyInfoGet,
  instantBank,
  instantBankListGet,
} from './bank-data.ts';
export type {
  CountryBank,
  ExtraParam,
  ExtraParamGroup,
  BranchCodeOption,
  SwiftBankDetails,
  IbanBankDetails,
  InstantKeyInfo,
  InstantBank,
} from './bank-data.ts';
export {
  externalTransferType,
  transferPermission,
  transferPermissions,
  externalTransfersAvailableGet,
  externalTransferFeeGet,
  cryptoFeeGet,
  isTemplateUsable,
  paymentTemplate,
  paymentTemplatesGet,
  recentTransferDetailsGet,
} from './external-options.ts';
export type { PaymentTemplate } from './external-options.ts';
export {
  cryptoNetwork,
  cryptoNetworkRules,
  cryptoNetworks,
  cryptoTransfer,
  eftTransfer,
  externalSubmitAnswer,
  externalSubmitCalls,
  externalTransferCalls,
  extraParamValues,
  instantTransfer,
  interacTransfer,
  octTransfer,
  wireTransfer,
} from './external-transfers.ts';
export type { CryptoNetwork, ExtraParamValues } from './external-transfers.ts';
export {
  massSampleTypes,
  massSampleType,
  massMethod,
  massColumns,
  massUploadLimits,
  massSummary,
  massBatch,
  massRowError,
  massRefusal,
  massTransferSampleLinksGet,
  externalMassTransferData,
  externalMassTransfer,
  p2pMassTransferData,
  p2pMassTransfer,
  massTransferForm,
  massUploadMissing,
  massTransferCalls,
} from './mass-transfers.ts';
export type {
  MassSampleType,
  MassMethod,
  MassSummary,
  MassBatch,
  MassRowError,
  MassRefusal,
  ExternalMassTransferData,
  P2pMassTransferData,
} from './mass-transfers.ts';
export {
  approveTypes,
  approveType,
  submitApproval,
  transactionStatus,
  transferApprove,
  approvalCodeResend,
  transferRetry,
} from './approval.ts';
export type { ApproveType, TransactionStatusName } from './approval.ts';
export {
  historyPageSize,
  authorizationPageSize,
  historyDate,
  transactionDirection,
  historyTransaction,
  normalizeTransactionList,
  transactionList,
  transactionHistoryFilter,
  transactionHistoryGet,
  cardAuthorization,
  debitCardAuthorizationListGet,
  currentAccountAuthorizationListGet,
} from './history.ts';
export {
  batchPageSize,
  batchType,
  batchStatus,
  batchTransferEntry,
  batchTransfer,
  transfersOf,
  batchTransferFilter,
  batchTransferListGet,
  batchTransferViewFile,
  viewFileFailed,
  batchHistoryCalls,
} from './batch-history.ts';
export type {
  BatchType,
  BatchStatus,
  BatchTransferEntry,
  BatchTransfer,
  BatchTransferFilter,
} from './batch-history.ts';
export type {
  TransactionDirection,
  HistoryTransaction,
  TransactionHistoryFilter,
  CardAuthorization,
} from './history.ts';
export {
  statementPageSize,
  exportId,
  statementFigures,
  monthlyStatement,
  transactionHistoryExportListGet,
  transactionHistoryExport,
  exportStatus,
  transactionHistoryExportStatusGet,
  transactionHistoryExportSend,
  transactionHistoryExportDownload,
} from './statements.ts';
export type { StatementFigures, MonthlyStatement } from './statements.ts';

/** Every call of the payments API. Pact tests check that each one has an interaction. */
// cards (spec 2 §4, §7)
export {
  cardPause,
  cardUnpause,
  cardBlock,
  cardAliasSet,
  cardPinChange,
  cardPinShow,
  shippingOption,
  cardApplyInfoGet,
  binInfo,
  binInfoGet,
} from './cards.ts';
export type { ShippingOptionInfo, BinInfo } from './cards.ts';
export { creditCard, creditCardsGet, creditCardAdd, creditCardConfirm } from './cards.ts';
export type { CreditCard } from './cards.ts';
export {
  cardReissueInfoGet,
  cardReissue,
  cardShippingUpgrade,
  cardActivationDataGet,
  cardActivate,
  cardBalanceInquiry,
  cardCrossPlatformRequirementGet,
  cardAddressReplacementCheck,
  cardEnrollment,
} from './cards.ts';
export { currencyAdd, cryptoWallet, walletCreate, cryptoWalletsGet, personalAccountCreate } from './accounts.ts';
export type { CryptoWallet } from './accounts.ts';
export { paymentInstruction, paymentInstructionsGet, paymentInstructionViewedSet } from './accounts.ts';
export type { PaymentInstruction } from './accounts.ts';
export {
  announcementChoice,
  announcement,
  announcementsGet,
  announcementGet,
  announcementAnswer,
} from './announcements.ts';
export type { Announcement, AnnouncementChoice } from './announcements.ts';

export { upstreamCalls, helpdeskServiceCalls, methodCalls, restCalls } from './registry.ts';
export { luhnValid } from './luhn.ts';
export {
  sessionConfig,
  sessionState,
  sessionLoginRequest,
  loginFlows,
  sessionLoginDevice,
  sessionLoginAnswer,
  sessionTokenRequest,
  sessionAuthedAnswer,
  sessionExchangeRequest,
  sessionCustomerRequest,
  sessionCustomerAnswer,
  activationActions,
  sessionActivateRequest,
  sessionTouchAnswer,
  sessionSurface,
} from './session-surface.ts';
export { sessionRoutes } from './session-routes.ts';
export type {
  SessionConfig,
  SessionState,
  Credentials,
  LoginAnswer,
  TokenStep,
  AuthedAnswer,
  ExchangeRequest,
  ActivationAction,
  ActivationRequest,
  SessionReply,
} from './session-surface.ts';
export {
  parseDecimal,
  toMinor,
  fromMinor,
  addDecimals,
  compareDecimals,
  decimalsFrom,
  currencyExponents,
  DEFAULT_EXPONENT,
} from './money.ts';
export type { DecimalProblem } from './money.ts';
export { globalReceiveMethods, globalReceiveMethod } from './global-payout-methods.ts';
export type { GlobalReceiveMethod } from './global-payout-methods.ts';
export {
  paymentSecretHeader,
  paymentSecretPattern,
  paymentSecretHeaders,
  receivePaymentStatuses,
  receivePaymentStatus,
  globalReceiveDetails,
  globalReceiveDetailsGet,
  globalReceiveCountriesGet,
  globalReceiveMethodOption,
  globalReceiveMethodsGet,
  globalReceiveMeta,
  globalReceiveMetaGet,
  globalReceiveWithdrawal,
  globalReceiveWithdrawalsLimit,
  globalReceiveLastWithdrawalsGet,
  receivePaymentDetails,
  receiveDetailsRequired,
  missingPaymentDetails,
  globalReceiveWithdrawalDetailsGet,
  globalReceiveBlockedBinListGet,
  globalReceiveBinInfoGet,
  globalReceiveInstantDetailsGet,
  globalReceiveInstantBankListGet,
  globalReceiveExtraParamsGet,
  globalReceiveSwiftGet,
  globalReceiveIbanGet,
  ibanDetailsText,
  globalReceivePaymentCancel,
  globalReceivePaymentSubmit,
  globalReceivePaymentApprove,
  globalReceiveApprovalCodeResend,
  globalReceiveCalls,
} from './global-receive.ts';
export type {
  ReceivePaymentStatus,
  GlobalReceiveDetails,
  GlobalReceiveMethodOption,
  GlobalReceiveMeta,
  GlobalReceiveWithdrawal,
  ReceivePaymentDetails,
} from './global-receive.ts';
export {
  globalFeeShares,
  globalFeeShare,
  globalBeneficiaryTypes,
  globalBeneficiaryType,
  globalBatchStatuses,
  globalBatchStatus,
  globalPaymentStatuses,
  globalPaymentStatus,
  globalPayColumns,
  globalPayUploadParts,
  globalPaymentData,
  globalPayment,
  globalPaymentMethod,
  globalPayBatch,
  globalPayCounts,
  globalPayUploadData,
  globalPayBatchUpload,
  globalPayUploadForm,
  globalPayIdenticalBatch,
  identicalBatchOf,
  uploadOutcome,
  globalPayRefusal,
  globalPayBatchGet,
  globalPayBatchDetailsGet,
  globalPayBatchStatusGet,
  globalPayBatchSubmit,
  globalPayBatchReject,
  globalPayBatchUpdate,
  globalPayPaymentAdd,
  globalPayPaymentUpdate,
  globalPaymentListRow,
  globalPayPaymentFullUpdate,
  globalPayPaymentRemove,
  globalPayPaymentRestore,
  globalPayFeeShareSet,
  globalPayMethodForbiddenSet,
  globalCountryMethod,
  globalPayCountryMethodDetailsGet,
  globalPayCalls,
} from './global-pay.ts';
export type {
  GlobalFeeShare,
  GlobalBatchStatus,
  GlobalPaymentStatus,
  GlobalPaymentData,
  GlobalPayment,
  GlobalPaymentMethod,
  GlobalPayBatch,
  GlobalPayCounts,
  GlobalPayUploadData,
  GlobalCountryMethod,
} from './global-pay.ts';
