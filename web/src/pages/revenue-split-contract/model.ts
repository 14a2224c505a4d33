import {
  ApiError,
  type Contract,
  type ContractAction,
  type IdentityProvider,
  contractActionsFor,
  contractCancel,
  contractCheckSigner,
  contractGet,
  contractIdentificationPush,
  contractIdentificationStarted,
  contractPdfUrl,
  contractReject,
  contractRules,
  contractSignUrl,
  contractTerminate,
  contractTerminateCancel,
  contractTerminateNow,
  splitPaySignerIdentification,
} from '@app/contracts';
import { combine, createEvent, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import { interval } from 'patronum';
import { contractNotified, contractView, contractsChanged } from '../../entities/contract/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * /revenue-split/{contractId} (spec 3 §2; §3 "Contract"; §4 "Contract statuses", "Identification statuses",
 * "Actions"; §6 "A contract check-signer call returns canSign"; §7 "GET /contract/{id}/checkSigner", "signUrl",
 * "pdfUrl", "POST /contract/{id}/cancel, /reject, /terminate (body note), /terminateCancel, /terminateNow",
 * "identificationStarted", "identificationPush", "POST split-pay-signer-identification (contractId)"; §8 "Contract
 * not found: 404 with a message"). The buttons are exactly contracts' `contractActionsFor`. Each action answers the
 * contract as it now is, which the page shows; the menu badge's counts load again (entities/contract).
 *
 * Signing happens at the e-signature provider (signUrl): the page gets the address when the customer asks and shows
 * it as a link that opens in a new tab (a click, so no pop-up blocker stops it); until this side's signature shows,
 * the contract loads again every few seconds and when the window comes back into focus. The PDF address is
 * short-lived, so it is asked for on the customer's click too.
 */
export const ContractGate = createGate<{ contractId: number }>();
export const retried = createEvent();
export const actionAsked = createEvent<DialogAction>();
export const dialogClosed = createEvent();
export const actionConfirmed = createEvent<{ note?: string; provider?: IdentityProvider }>();
export const signClicked = createEvent();
export const pdfClicked = createEvent();
export const windowFocused = createEvent();
export const identificationFinished = createEvent();

/** The actions that open a dialog first: all but signing and the PDF. */
export type DialogAction = Exclude<ContractAction, 'sign' | 'pdf'>;

const leave = [ContractGate.close, sessionEnded];
const $id = createStore<number | null>(null)
  .on(ContractGate.open, (_, { contractId }) => contractId)
  .reset(leave);

const byId = (id: number) => ({ params: { id } });
export const contractQuery = createApiQuery(contractGet, { dialog: false, mapParams: byId });
export const checkSignerQuery = createApiQuery(contractCheckSigner, { dialog: false, mapParams: byId });
const signUrlQuery = createApiQuery(contractSignUrl, { dialog: false, mapParams: byId });
const pdfUrlQuery = createApiQuery(contractPdfUrl, { dialog: false, mapParams: byId });

export const cancelMutation = createApiMutation(contractCancel, { dialog: false });
export const rejectMutation = createApiMutation(contractReject, { dialog: false });
export const terminateMutation = createApiMutation(contractTerminate, { dialog: false });
export const terminateCancelMutation = createApiMutation(contractTerminateCancel, { dialog: false });
export const terminateNowMutation = createApiMutation(contractTerminateNow, { dialog: false });
export const identificationStartMutation = createApiMutation(splitPaySignerIdentification, { dialog: false });
export const identificationStartedMutation = createApiMutation(contractIdentificationStarted, { dialog: false });
export const identificationPushMutation = createApiMutation(contractIdentificationPush, { dialog: false });

const contractAnswers = [
  cancelMutation,
  rejectMutation,
  terminateMutation,
  terminateCancelMutation,
  terminateNowMutation,
  identificationStartedMutation,
  identificationPushMutation,
];
const actionDone = merge(contractAnswers.map((m) => m.finished.success));
const actionFailed = merge([...contractAnswers, identificationStartMutation].map((m) => m.finished.failure));

export const $contract = createStore<Contract | null>(null)
  .on(contractQuery.finished.success, (_, { result }) => result.data)
  .on(actionDone, (_, { result }) => result.data)
  .reset([ContractGate.open, ...leave]);
export const $status = contractQuery.$loadStatus;
export const $error = contractQuery.$message;
/** Spec 3 §8 "Contract not found: 404 with a message": the page says so (the message is the service's). */
export const $notFound = createStore<string | null>(null)
  .on(contractQuery.finished.failure, (_, { error }) =>
    error instanceof ApiError && error.status === 404 ? error.message || 'Contract not found' : null,
  )
  .reset([ContractGate.open, ...leave]);
export const $canSign = createStore(false)
  .on(checkSignerQuery.finished.success, (_, { result }) => result.data.canSign)
  .reset([ContractGate.open, ...leave]);

/** The actions this contract offers the signed-in customer now (contracts `contractActionsFor`). */
export const $actions = combine($contract, $canSign, (c, canSign): ContractAction[] => {
  if (!c) return [];
  const v = contractView(c);
  return contractActionsFor({
    status: c.status,
    identificationStatus: c.identificationStatus ?? null,
    direction: c.direction,
    isInitiator: v.isInitiator,
    signedByMe: v.signedByMe,
    canSign,
    terminationAskedByMe: v.terminationAskedByMe,
  });
});

sample({
  clock: [ContractGate.open, retried],
  source: $id,
  filter: Boolean,
  target: [contractQuery.start, checkSignerQuery.start],
});
// spec 3 §4 "Contract types silently reload contracts": the open contract asks again when a notification names it (or
// names no contract); the page keeps showing what it has meanwhile
sample({
  clock: contractNotified,
  source: { id: $id, open: ContractGate.status },
  filter: ({ id, open }, n) => {
    const named = (n as { contractId?: unknown }).contractId;
    return open && id !== null && (named === undefined || named === id);
  },
  fn: ({ id }) => id as number,
  target: [contractQuery.start, checkSignerQuery.start],
});

// --- dialogs: cancel, reject, terminate (note), terminate now, cancel a termination, identification (provider)
export const $dialog = createStore<DialogAction | null>(null)
  .on(actionAsked, (_, a) => a)
  .on([dialogClosed, actionDone], () => null)
  .reset(leave);
export const $actionError = createStore<Message | null>(null)
  .on(actionFailed, (_, { error }) => errorMessageFor(error))
  .reset([actionAsked, dialogClosed, signClicked, pdfClicked, ...leave]);
export const $busy = combine(
  [...contractAnswers, identificationStartMutation].map((m) => m.$pending),
  (list) => list.some(Boolean),
);

/** Spec 3 §7 "/terminate (body note)": the note is required, at most contractRules.noteMax characters. */
export function terminateNoteProblem(note: string): 'required' | 'long' | null {
  const n = note.trim();
  if (n === '') return 'required';
  return n.length > contractRules.noteMax ? 'long' : null;
}

const confirmedFor = (action: DialogAction) =>
  sample({
    clock: actionConfirmed,
    source: { id: $id, dialog: $dialog, busy: $busy },
    filter: ({ id, dialog, busy }) => id !== null && dialog === action && !busy,
  });
sample({
  clock: confirmedFor('cancel'),
  fn: ({ id }) => ({ params: { id: id as number }, body: {} }),
  target: cancelMutation.start,
});
sample({
  clock: confirmedFor('reject'),
  fn: ({ id }) => ({ params: { id: id as number }, body: {} }),
  target: rejectMutation.start,
});
sample({
  clock: confirmedFor('terminateCancel'),
  fn: ({ id }) => ({ params: { id: id as number }, body: {} }),
  target: terminateCancelMutation.start,
});
sample({
  clock: confirmedFor('terminateNow'),
  fn: ({ id }) => ({ params: { id: id as number }, body: {} }),
  target: terminateNowMutation.start,
});
sample({
  clock: sample({
    clock: actionConfirmed,
    source: { id: $id, dialog: $dialog, busy: $busy },
    fn: (s, p) => ({ ...s, ...p }),
  }),
  filter: ({ id, dialog, busy, note }) =>
    id !== null && dialog === 'terminate' && !busy && terminateNoteProblem(note ?? '') === null,
  fn: ({ id, note }) => ({ params: { id: id as number }, body: { note: (note ?? '').trim() } }),
  target: terminateMutation.start,
});

// --- identification of the payer's signer (spec 3 §4 "start identification"; providers jmo and nfd)
export interface IdentificationRun {
  provider: IdentityProvider;
  workflowRunId: string;
  url: string;
}
sample({
  clock: sample({
    clock: actionConfirmed,
    source: { id: $id, dialog: $dialog, busy: $busy },
    fn: (s, p) => ({ ...s, ...p }),
  }),
  filter: ({ id, dialog, busy, provider }) =>
    id !== null && dialog === 'startIdentification' && !busy && provider !== undefined,
  fn: ({ id, provider }) => ({ body: { contractId: id as number, provider: provider as IdentityProvider } }),
  target: identificationStartMutation.start,
});
/** The provider's run under way: its address (the customer opens it) and the run the result names. */
export const $identification = createStore<IdentificationRun | null>(null)
  .on(identificationStartMutation.finished.success, (_, { params, result }) => ({
    provider: params.body.provider,
    workflowRunId: result.workflowRunId,
    url: result.url,
  }))
  .on(identificationPushMutation.finished.success, () => null)
  .reset(leave);
sample({
  clock: identificationStartMutation.finished.success,
  source: $id,
  filter: Boolean,
  fn: (id, { params }) => ({ params: { id }, body: { provider: params.body.provider } }),
  target: identificationStartedMutation.start,
});
sample({ clock: identificationStartMutation.finished.success, fn: () => null, target: $dialog });
sample({
  clock: identificationFinished,
  source: { id: $id, run: $identification, busy: $busy },
  filter: ({ id, run, busy }) => id !== null && run !== null && !busy,
  fn: ({ id, run }) => ({
    params: { contractId: id as number },
    body: { provider: (run as IdentificationRun).provider, workflowRunId: (run as IdentificationRun).workflowRunId },
  }),
  target: identificationPushMutation.start,
});

// --- signing at the provider
export const $signUrl = createStore<string | null>(null)
  .on(signUrlQuery.finished.success, (_, { result }) => result.data.signUrl)
  .reset([ContractGate.open, ...leave]);
export const $signUrlLoading = signUrlQuery.$pending;
export const $signError = createStore<Message | null>(null)
  .on(signUrlQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([signClicked, ...leave]);
sample({ clock: signClicked, source: $id, filter: Boolean, target: signUrlQuery.start });

/** The customer's side has signed: the signing link goes, the polling stops. */
const signedHere = sample({
  clock: $contract.updates,
  source: $signUrl,
  filter: (url, c) => url !== null && c !== null && contractView(c).signedByMe,
});
$signUrl.reset(signedHere);
const polling = interval({
  timeout: 3000,
  start: signUrlQuery.finished.success,
  stop: merge([signedHere, ContractGate.close, sessionEnded]),
});
sample({
  clock: [polling.tick, sample({ clock: windowFocused, source: $signUrl, filter: Boolean })],
  source: $id,
  filter: Boolean,
  target: [contractQuery.start, checkSignerQuery.start],
});

// --- the PDF
export const $pdfUrl = createStore<string | null>(null)
  .on(pdfUrlQuery.finished.success, (_, { result }) => result.data.pdfUrl)
  .reset([pdfClicked, ContractGate.open, ...leave]);
export const $pdfLoading = pdfUrlQuery.$pending;
export const $pdfError = createStore<Message | null>(null)
  .on(pdfUrlQuery.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([pdfClicked, ...leave]);
sample({ clock: pdfClicked, source: $id, filter: Boolean, target: pdfUrlQuery.start });

// after every change: the customer may sign or not now, and the badge's counts move
sample({ clock: actionDone, source: $id, filter: Boolean, target: checkSignerQuery.start });
sample({ clock: [actionDone, signedHere], fn: () => undefined, target: contractsChanged });
