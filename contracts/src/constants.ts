/**
 * Status and type ids the spec defines, once, for the web and the fakes. Names follow the spec's words, so a
 * reader can grep from the spec to the code.
 */

/** Spec 2 §3 "Status 11 means closed." (an account's accountStatusId; a card account's too) */
export const CLOSED_ACCOUNT_STATUS = 11;

/** Spec 2 §3 "Type values: 1001 payment, 4001 prepayment, 4002 receiving, card types 2006 to 2135." */
export const accountTypes = {
  payment: 1001,
  prepayment: 4001,
  receiving: 4002,
} as const;

/** Spec 2 §3 "card types 2006 to 2135" (inclusive). */
export const cardAccountTypes = { first: 2006, last: 2135 } as const;

/** Spec 2 §3: an account of a card type (2006 to 2135) is a card. */
export const isCardAccountType = (type: number): boolean =>
  type >= cardAccountTypes.first && type <= cardAccountTypes.last;

/** Spec 2 §3 "Card status ids" (the accountStatusId of a card-type account). 23 and 65 are both "Pending". */
export const cardStatusIds = {
  Submitted: 0,
  Active: 2,
  Canceled: 4,
  Fraud: 18,
  Printing: 19,
  Printed: 20,
  Shipped: 21,
  Pending: 23,
  PendingAlt: 65,
  Limited: 27,
  Expired: 38,
  Processing: 41,
  Paused: 71,
} as const;

/** Every id of spec 2 §3's card-status table, in the table's order. */
export const allCardStatusIds = [0, 2, 4, 18, 19, 20, 21, 23, 65, 27, 38, 41, 71] as const;

/**
 * Ids of spec 2 §7's "Transaction type dictionary" (transactionTypesGet; a history row's `transactionType` and the
 * history filter's). The spec names the dictionary but not its ids: these are the ids the fakes' dictionary answers
 * (fakes/src/data/dictionaries.ts), kept here once for the fakes' records, seeds and tests and the Pact examples.
 * A card fee (reissue, express shipping, activation) is recorded as its own type, `fee` (9), so a customer can name
 * and filter it; `refund` (10) is in the dictionary though no fake flow records one yet. The web shows a type by the
 * name the upstream's dictionary gives and never branches on an id.
 */
export const transactionTypeIds = {
  ownTransfer: 1,
  paymentSent: 2,
  paymentReceived: 3,
  wireDeposit: 4,
  wireWithdrawal: 5,
  cardTopUp: 6,
  cardPurchase: 7,
  currencyExchange: 8,
  fee: 9,
  refund: 10,
} as const;
export type TransactionTypeName = keyof typeof transactionTypeIds;

/**
 * Spec 1 §3 / spec 2 §3 "Document status ids: 0 submitted, 2 confirmed, 4 canceled, 5 deleted, 26 rejected,
 * 31 under investigation, 38 expired, 41 pending, 64 name mismatch." (`documentStatusIds` of documents.ts lists them.)
 */
export const documentStatus = {
  submitted: 0,
  confirmed: 2,
  canceled: 4,
  deleted: 5,
  rejected: 26,
  underInvestigation: 31,
  expired: 38,
  pending: 41,
  nameMismatch: 64,
} as const;

/**
 * Spec 1 §3 "Document categories: 1 identity, 2 address, 3 phone, 4 business registration, 5 other, 6 relationship,
 * 7 business address, 8 registration address, 9 control, 10 additional, 11 source of wealth, 12 residence permit."
 */
export const documentCategoryIds = {
  identity: 1,
  address: 2,
  phone: 3,
  businessRegistration: 4,
  other: 5,
  relationship: 6,
  businessAddress: 7,
  registrationAddress: 8,
  control: 9,
  additional: 10,
  sourceOfWealth: 11,
  residencePermit: 12,
} as const;

/** Spec 2 §3 Address "Status: 0 unconfirmed, 1 confirmed, 2 pending, 3 rejected, 4 name mismatch." */
export const addressStatusIds = {
  unconfirmed: 0,
  confirmed: 1,
  pending: 2,
  rejected: 3,
  nameMismatch: 4,
} as const;

/**
 * Spec 1 §6 "Access rights values: 0 no access, 1 read, 2 full access, 3 initiate, 4 confirmed, 5 uploading (the
 * authorised user)."
 */
export const accessRightValues = {
  noAccess: 0,
  read: 1,
  fullAccess: 2,
  initiate: 3,
  confirmed: 4,
  uploading: 5,
} as const;

/**
 * Spec 1 §4 "Account verification status (first match wins)": "The full list of states: checked, limited,
 * processing, verificationProcessing, unverified, duplicateDocuments, duplicateDocumentsUploaded,
 * hasRequiredActions, someCardDocumentRequired, finalReview."
 */
export const verificationStates = [
  'checked',
  'limited',
  'processing',
  'verificationProcessing',
  'unverified',
  'duplicateDocuments',
  'duplicateDocumentsUploaded',
  'hasRequiredActions',
  'someCardDocumentRequired',
  'finalReview',
] as const;
export type VerificationState = (typeof verificationStates)[number];

/**
 * Spec 2 §1 "make external transfers: wire, eft, card payout (oct), crypto eft, instant payment, interac", named as
 * spec 2 §9's "Recent transfer types" spell them. Spec 2 §6 calls crypto_eft "digital" and instant_payment "instant".
 */
export const externalTransferTypes = ['wire', 'eft', 'oct', 'crypto_eft', 'instant_payment', 'interac'] as const;
export type ExternalTransferType = (typeof externalTransferTypes)[number];

/** Spec 2 §3 "Payment template: wireStatus, eftStatus (1 or 2 means usable)." */
export const paymentTemplateUsableStatuses = [1, 2] as const;

/**
 * Spec 2 §9 "Local-payment country groups: SEPA (EU plus several European countries), ACH (US), faster payments
 * (GB). The full list is not shown." ACH and Faster Payments are the spec's; the SEPA countries are ibantools'
 * maintained list (`isSEPACountry`), GB excepted (it is the spec's Faster Payments country).
 */
export const localPaymentGroups = ['sepa', 'ach', 'fasterPayments'] as const;
export type LocalPaymentGroup = (typeof localPaymentGroups)[number];
export const achCountries = ['US'] as const;
export const fasterPaymentsCountries = ['GB'] as const;

/** Spec 2 §9 "BIN length: 6." (spec 2 §5 "Card BIN lookup uses the first 6 digits with spaces removed.") */
export const CARD_BIN_LENGTH = 6;

/**
 * Spec 3 §9 "Shareholder share min total 10, max 100; source-of-wealth threshold 25%. Rights value 5 excluded from
 * the selectable list. Wizard draft version 3.54." Shares are percentages; the wizard's rules
 * (registration-rules.ts) compare them in integer basis points (1% = 100), never as floats.
 */
export const wizardLimits = {
  /** Spec 3 §5 "Sibling shares total between 10 and 100 inclusive." */
  shareMinTotalPercent: 10,
  shareMaxTotalPercent: 100,
  /** Spec 3 §5 "persons holding 25% or more need source details"; §4 "25% or lower clears" */
  sourceOfWealthThresholdPercent: 25,
  /** Spec 3 §9 "Rights value 5 excluded from the selectable list." */
  excludedSelectableRight: 5,
} as const;

/** Spec 3 §4 "restored only if the stored version equals the current version (3.54)". */
export const WIZARD_DRAFT_VERSION = '3.54';

/**
 * Spec 1 §9 and spec 3 §9 "Default list size 25": the page size of a list the specs give no size of its own (the
 * admin overview's customers). Lists with their own size keep it (history 20, batches 20, invoices 20, approvals 50,
 * statements 12, login history 20, IPN messages 25, subscribers 50, ...).
 */
export const DEFAULT_LIST_SIZE = 25;

/**
 * Spec 1 §4 "After login there is a 5 second delay before certain loading" (§9 "5 second delay after login"; spec 3
 * §9 "Delay after login 5 s"). Which loads wait is decided in web entities/session deferred.ts.
 */
export const DELAY_AFTER_LOGIN_MS = 5_000;
