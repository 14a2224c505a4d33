/**
 * Pact provider states: each name a consumer test gives an interaction, the params it sends with it and what the
 * provider must arrange before the interaction is replayed. The consumer tests (contracts/pact/support.ts `states`),
 * the fakes' state-change API (fakes/src/provider-states.ts, POST /__fake/provider-states) and the table of
 * contracts/README.md "Provider states" all read this one list.
 *
 * Every state is verified on one tenant (the fakes: brand paxum, stage 1). `bearer` says whose token the replayed
 * requests carry: the state-change API answers it as `bearer`, and the verifier puts it in the Authorization header
 * that the consumer pinned only by its shape.
 */
export interface ProviderStateDoc {
  name: string;
  /** the params the pacts send, by name; `?` marks one that may be absent */
  params: readonly string[];
  /** what the provider arranges (and the values it answers, injected into the interaction) */
  arranges: string;
}

const doc = <const N extends string>(name: N, params: readonly string[], arranges: string) => ({
  name,
  params,
  arranges,
});

export const providerStateDocs = {
  fresh: doc('the tenant holds only the seeded demo users', [], 'A fresh tenant; no bearer token is sent.'),
  signedIn: doc(
    'a customer is signed in',
    ['username'],
    'A fresh tenant; a simple sign-in of username, whose access token is the bearer. Gives refreshToken.',
  ),
  loginFlow: doc(
    'a user whose sign-in takes a given flow',
    ['username', 'flow'],
    "A fresh tenant; the user's next sign-in takes this flow kind (simple, otp, sms, push, verifyDevice, …). No bearer.",
  ),
  pendingSignIn: doc(
    'a sign-in waits for its token step',
    ['username', 'flow', 'approved?'],
    'A fresh tenant; the user started a sign-in of this flow (postlogin answered) and, with approved: true, the push or ' +
      'device approval was accepted. Gives code and codeVerifier; for push and verifyDevice the temporary token is the bearer.',
  ),
  termsPending: doc(
    'a signed-in customer has terms to accept',
    ['username'],
    'Signed in (the bearer); the customer must accept new terms.',
  ),
  nextCallFails: doc(
    'a signed-in customer whose next call fails',
    ['username', 'method', 'responseCode'],
    'Signed in (the bearer); the next call of method answers responseCode ("Currency is not supported").',
  ),
  awaitingActivation: doc(
    'an account waits for activation',
    ['username'],
    'A fresh tenant; a new account username waits for activation with the demo code 123456. No bearer.',
  ),
  passwordResetPending: doc(
    'a password reset waits for its code',
    ['username'],
    'A fresh tenant; no session; a password reset of username was requested (code 123456).',
  ),
  twoStepPending: doc(
    'a signed-in customer has asked for a two-step mode change',
    ['username'],
    'Signed in (the bearer) and asked for a two-step mode change (sms, login). Gives reqId.',
  ),
  passwordChangePending: doc(
    'a signed-in customer has asked for a password change',
    ['username'],
    'Signed in (the bearer) and asked for a password change. Gives requestKey.',
  ),
  pushAwaitsOwner: doc(
    'a push sign-in waits for the signed-in device owner',
    ['username'],
    'Signed in on a device (the bearer), and a push sign-in of the same user waits. Gives key.',
  ),
  profileState: doc(
    'a signed-in customer whose profile is arranged for a verification state',
    ['username', 'state'],
    'Signed in (the bearer); the profile, documents and addresses are those of the verification state (spec 1 §4).',
  ),
  helpdeskContact: doc(
    'a signed-in customer with a help-desk token',
    ['username'],
    "Signed in; the help-desk token of the brand's widget (zoho/jwt) is the bearer for the help-desk service.",
  ),
  helpdeskTicket: doc(
    'a help-desk contact has a ticket with an attachment',
    ['username'],
    "As 'a signed-in customer with a help-desk token', and the contact's new ticket whose first thread has an " +
      'attachment (a tiny PDF, note.pdf). Gives ticketId, threadId, attachmentId.',
  ),
  helpdeskRateLimited: doc(
    'the help desk rate-limits the next request',
    ['username'],
    "As 'a signed-in customer with a help-desk token', and the help desk answers the next request 429 with Retry-After 30.",
  ),
  supportAnswered: doc(
    'the support agent has answered a ticket of the signed-in customer',
    ['username'],
    'Signed in (the bearer); the support agent answered a ticket of the customer. Gives ticketNumber.',
  ),
  transferPending: doc(
    'a signed-in customer has a transfer waiting for approval',
    ['username', 'mode'],
    'Signed in (the bearer) with approve mode (otp, sms, push, approvalCode); a P2P transfer of 10.00 USD to ' +
      'business@demo.test waits. Gives trxid (a number).',
  ),
  transferRejected: doc(
    'a signed-in customer has a rejected transfer',
    ['username'],
    'Signed in (the bearer); a P2P transfer of 10.00 USD was rejected on the device. Gives trxid (a number).',
  ),
  batchesPaid: doc(
    'a signed-in customer has paid batches',
    ['username'],
    'Signed in (the bearer); the customer has paid batches. Gives batchId (a number), the newest.',
  ),
  transactionRequestPending: doc(
    'a business transfer waits for its approval',
    ['username', 'mode'],
    "initiator@demo.test (right 3) sent a P2P transfer of 10.00 USD from the company's USD account to " +
      'personal@demo.test, held as a transaction request; the approver username (business@demo.test, approve mode ' +
      'none or otp) is signed in (the bearer). Gives transactionId (a number).',
  ),
  transactionRequestAwaitsCode: doc(
    "a business transfer's approval waits for the approver's code",
    ['username'],
    "As 'a business transfer waits for its approval' under approve mode otp, and the approver approved it: the " +
      'approval waits for the code. Gives approvalTransactionId (a number).',
  ),
  transactionRequestBatchPending: doc(
    'a business mass batch waits for its approval',
    ['username'],
    "initiator@demo.test sent a mass P2P batch 'Pact lunch' (two rows to personal@demo.test), held as one " +
      'transaction request; the approver username is signed in (the bearer). Gives batchId (a number).',
  ),
  transactionRequestExternalPending: doc(
    'a business external transfer waits for its approval',
    ['username'],
    "initiator@demo.test sent an EFT of 50.00 USD from the company's USD account to Acme Supplies Inc (fee 1.50), " +
      'held as a transaction request; the approver username is signed in under approve mode none (the bearer). ' +
      'Gives transactionId (a number).',
  ),
  globalPayDraft: doc(
    'a signed-in customer has a draft global pay batch',
    ['username'],
    "Signed in (the bearer); a draft global pay batch 'Pact payouts' of two USD payments was uploaded on the " +
      'USD account. Gives batchId and paymentId (its first payment; numbers).',
  ),
  approveMode: doc(
    'a signed-in customer whose transfers are approved by a given mode',
    ['username', 'mode'],
    "Signed in (the bearer); the customer's transfers are approved by mode.",
  ),
  cardReissuedStandard: doc(
    'a signed-in customer whose card replacement ships standard',
    ['username', 'accountId'],
    'Signed in (the bearer); a replacement of the card accountId is on its way with standard shipping.',
  ),
  globalReceivePending: doc(
    'a global payment recipient has chosen a payout',
    [],
    'A fresh tenant whose seeded global payment (secret demo-receive-0001) has a chosen card payout waiting for its ' +
      'approval code. Gives operationId (a number). No bearer.',
  ),
  globalReceiveSent: doc(
    'a global payment waits for its recipient',
    [],
    'A fresh tenant; its seeded global payment (secret demo-receive-0001) waits. Gives paymentId (a number). No bearer.',
  ),
  invoiceReceived: doc(
    'a signed-in customer has received an invoice',
    [],
    'business@demo.test invoiced personal@demo.test 12.34 USD (pending); personal@demo.test is signed in (the ' +
      'bearer). Gives invoiceId (a number).',
  ),
  contractAwaitsSignatures: doc(
    'a revenue-split contract waits for both signatures',
    ['username', 'payer'],
    'A fresh tenant where the payer (business or personal) made revenue-split contract 3 with the other ' +
      '(business@ pays personal@ 12.5% of Demo Games, or personal@ pays business@ 5% of Alex Morgan Streams): ' +
      'UNSIGNED; username is the bearer. Gives contractId (a number).',
  ),
  contractTerminating: doc(
    'a revenue-split contract is being terminated by business@',
    ['username'],
    'business@demo.test asked to terminate its seeded contract 1 with personal@demo.test; username is the bearer. ' +
      'Gives contractId (a number).',
  ),
  contractIdentifying: doc(
    "a revenue-split contract's payer signer is being identified",
    [],
    "personal@demo.test (the bearer) pays business@demo.test under contract 3 and started its signer's " +
      'identification (split-pay-signer-identification, then identificationStarted): PROCESSING. Gives contractId ' +
      '(a number) and workflowRunId.',
  ),
  accountConfirmationMade: doc(
    'a signed-in customer has made an account confirmation',
    ['username'],
    "Signed in (the bearer); an account confirmation of the user's first USD account was made. Gives token.",
  ),
} as const satisfies Record<string, ProviderStateDoc>;

export type ProviderStateKey = keyof typeof providerStateDocs;

/** Provider state names by key: the consumer tests name their states with these. */
export const providerStateNames = Object.fromEntries(
  Object.entries(providerStateDocs).map(([key, d]) => [key, d.name]),
) as { readonly [K in ProviderStateKey]: (typeof providerStateDocs)[K]['name'] };

/**
 * The global pay file of the pact (global-pay.consumer.test.ts, provider state 'a signed-in customer has a draft
 * global pay batch'): two USD payments.
 */
export const globalPayPactFile = [
  'amount,description,beneficiaryType,beneficiaryName,beneficiaryEmail,beneficiaryCountryCode,feeShare',
  '100.00,Consulting May,person,Ana Paula Souza,ana@example.com,BR,sender',
  '50.00,Design,company,Maple Studio Inc,billing@maple.example,CA,beneficiary',
].join('\n');

/**
 * One valid EFT submit: 50.00 USD to a US bank with its routing number (fakes/README.md "Bank data of external
 * transfers"; fee 1.50), from `fromAccountId`.
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
