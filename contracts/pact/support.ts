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
} from '../src/index.ts';

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
 * Provider state names, shared by the consumer tests and the provider's state
 * handlers so that the two cannot drift apart.
 */
export const states = {
  /** params: none. A fresh tenant; no bearer token is sent. */
  fresh: 'the tenant holds only the seeded demo users',
  /** params: username. A simple sign-in; the verifier's requests carry its access token. Gives refreshToken. */
  signedIn: 'a customer is signed in',
  /** params: username, flow. The user's next sign-in takes this flow kind. */
  loginFlow: 'a user whose sign-in takes a given flow',
  /**
   * params: username, flow, approved (optional: a push or device approval was accepted).
   * postlogin already answered; gives code and codeVerifier (and for push and
   * verifyDevice the temporary token becomes the bearer).
   */
  pendingSignIn: 'a sign-in waits for its token step',
  /** params: username. The signed-in customer must accept new terms. */
  termsPending: 'a signed-in customer has terms to accept',
  /** params: username, method, responseCode. The customer is signed in and the next call of method fails. */
  nextCallFails: 'a signed-in customer whose next call fails',
  /** params: username. A new account waits for activation with the demo code. */
  awaitingActivation: 'an account waits for activation',
  /** params: username. No session; a password reset was requested (code 123456). */
  passwordResetPending: 'a password reset waits for its code',
  /** params: username. Signed in and asked for a two-step mode change; gives reqId. */
  twoStepPending: 'a signed-in customer has asked for a two-step mode change',
  /** params: username. Signed in and asked for a password change; gives requestKey. */
  passwordChangePending: 'a signed-in customer has asked for a password change',
  /** params: username. Signed in on a device, and a push sign-in of the same user waits; gives key. */
  pushAwaitsOwner: 'a push sign-in waits for the signed-in device owner',
  /** params: username, state (a spec 1 §4 verification state). Signed in; /__fake/profile-state arranged its inputs. */
  profileState: 'a signed-in customer whose profile is arranged for a verification state',
  /** params: username. Signed in, with a help-desk token as the bearer for the help-desk service. */
  helpdeskContact: 'a signed-in customer with a help-desk token',
  /**
   * params: username. helpdeskContact, and the contact's new ticket whose first thread has an attachment (a tiny PDF,
   * note.pdf); gives ticketId, threadId, attachmentId.
   */
  helpdeskTicket: 'a help-desk contact has a ticket with an attachment',
  /** params: username. helpdeskContact, and the help desk answers the next request 429 with Retry-After 30. */
  helpdeskRateLimited: 'the help desk rate-limits the next request',
  /** params: username. Signed in (the access token is the bearer); the fake agent answered a ticket; gives ticketNumber. */
  supportAnswered: 'the support agent has answered a ticket of the signed-in customer',
  /** params: username, mode (otp, sms, push, approvalCode). Signed in; a P2P transfer of 10.00 USD waits; gives trxid. */
  transferPending: 'a signed-in customer has a transfer waiting for approval',
  /** params: username. Signed in; a P2P transfer of 10.00 USD was rejected on the device; gives trxid. */
  transferRejected: 'a signed-in customer has a rejected transfer',
  /** params: username. Signed in; the customer has paid batches (the fakes' seeded ones); gives batchId, the newest. */
  batchesPaid: 'a signed-in customer has paid batches',
  /**
   * params: username (the approver, business@), mode (its approve mode: none, otp). initiator@ (right 3) sent a P2P
   * transfer of 10.00 USD from the company's USD account to personal@, held as a transaction request; the approver is
   * signed in (the bearer); gives transactionId.
   */
  transactionRequestPending: 'a business transfer waits for its approval',
  /**
   * params: username (business@). As transactionRequestPending under approve mode otp, and the approver has approved
   * it: the approval waits for the code; gives approvalTransactionId.
   */
  transactionRequestAwaitsCode: "a business transfer's approval waits for the approver's code",
  /**
   * params: username (business@). initiator@ sent a mass P2P batch 'Pact lunch' (two rows to personal@), held as one
   * transaction request; the approver is signed in; gives batchId.
   */
  transactionRequestBatchPending: 'a business mass batch waits for its approval',
  /**
   * params: username (the approver, business@). initiator@ (right 3) sent an EFT of 50.00 USD from the company's USD
   * account to Acme Supplies Inc (fee 1.50), held as a transaction request (spec 2 §6, §7 "Business approvals"); the
   * approver is signed in under approve mode none; gives transactionId.
   */
  transactionRequestExternalPending: 'a business external transfer waits for its approval',
  /**
   * params: username. Signed in; a draft global pay batch was uploaded from `globalPayPactFile` on the USD account
   * as 'Pact payouts'; gives batchId and paymentId (its first payment).
   */
  globalPayDraft: 'a signed-in customer has a draft global pay batch',
  /** params: username, mode. Signed in; the customer's transfers are approved by this mode. */
  approveMode: 'a signed-in customer whose transfers are approved by a given mode',
  /** params: username, accountId. Signed in; a replacement of the card is on its way with standard shipping. */
  cardReissuedStandard: 'a signed-in customer whose card replacement ships standard',
  /**
   * params: none. A fresh tenant whose seeded global payment (secret demo-receive-0001) has a chosen card payout waiting
   * for its approval code; gives operationId. No bearer token is sent.
   */
  globalReceivePending: 'a global payment recipient has chosen a payout',
  /** params: none. A fresh tenant; its seeded global payment (secret demo-receive-0001) waits; gives paymentId. */
  globalReceiveSent: 'a global payment waits for its recipient',
  /**
   * params: none. business@ invoiced personal@ 12.34 USD (pending); personal@ is signed in (the bearer); gives invoiceId.
   */
  invoiceReceived: 'a signed-in customer has received an invoice',
  /**
   * params: username (the bearer: business@ or personal@), payer (business or personal). A fresh tenant where the payer
   * made revenue-split contract 3 with the other (business@ pays personal@ 12.5% of Demo Games; or personal@ pays
   * business@ 5% of Alex Morgan Streams, identification NEW): UNSIGNED; gives contractId.
   */
  contractAwaitsSignatures: 'a revenue-split contract waits for both signatures',
  /** params: username (the bearer). business@ asked to terminate its seeded contract 1 with personal@; gives contractId. */
  contractTerminating: 'a revenue-split contract is being terminated by business@',
  /**
   * params: none. personal@ (the bearer) pays business@ under contract 3, started its signer's identification
   * (split-pay-signer-identification, then identificationStarted): PROCESSING; gives contractId and workflowRunId.
   */
  contractIdentifying: "a revenue-split contract's payer signer is being identified",
  /** params: username. Signed in (the bearer); an account confirmation of the user's first USD account was made; gives token. */
  accountConfirmationMade: 'a signed-in customer has made an account confirmation',
} as const;

/** JWT-shaped, as the provider issues them. */
/**
 * One valid EFT submit: 50.00 USD to a US bank with its routing number (fakes/README.md "Bank data of external
 * transfers"; fee 1.50, external-fees.ts), from `fromAccountId`.
 */
export const usEft = (fromAccountId: number) => ({
  fromAccountId,
  amount: '50.00',
  currencyCode: 'USD',
  permission: '3d',
  countryCode: 'US',
  beneficiaryName: 'Acme Supplies Inc',
  beneficiaryAddress: '1 Main St',
  beneficiaryCity: 'New York',
  accountNumber: '123456789',
  bankName: 'JPMorgan Chase Bank',
  extraParams: { ROUTING_NUMBER: '021000021' },
});

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
/** The global pay file of the pact (global-pay.consumer.test.ts, provider state globalPayDraft): two USD payments. */
export const globalPayPactFile = [
  'amount,description,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,feeShare',
  '100.00,Consulting May,person,Ana Paula Souza,ana@example.com,BR,sender',
  '50.00,Design,company,Maple Studio Inc,billing@maple.example,CA,beneficiary',
].join('\n');
