import {
  type ContractAction,
  type ContractActionInput,
  type ContractStatus,
  type ContractsMeta,
  type IdentificationStatus,
  type ContractNotificationType,
  activeContractStatuses,
  contractActionsFor,
  contractRules,
  endedContractStatuses,
  pendingContractStatuses,
} from '@app/contracts';

/**
 * The contracts service's rules as pure functions (spec 3 §4 "Contract statuses", §3 "Contracts meta"), following THE
 * DECIDED TRANSITIONS of contracts/src/revenue-split.ts and `contractActionsFor` (an action it does not offer is
 * refused). No I/O: the HTTP layer (revenue-split.ts) loads a contract, moves it with the clock (`advance`), applies
 * one step and stores what comes back. Table-tested in revenue-split-machine.test.ts.
 */

export const dayMs = 24 * 3600 * 1000;
export const iso = (ms: number) => new Date(ms).toISOString();
/** The UTC day (YYYY-MM-DD) of an instant. */
export const dayOf = (ms: number) => iso(ms).slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * dayMs);

export interface TerminateInfo {
  /** the day the contract ends */
  terminatedAt: string;
  note: string | null;
  /** the customer who asked */
  terminatedBy: number;
}

/** A contract as the fake keeps it (the answer adds the company, the parties and `direction`). */
export interface StoredContract {
  id: number;
  companyId: number;
  /** the payer (direction PAY) */
  senderId: number;
  /** the payee (direction RECEIVE) */
  beneficiaryId: number;
  initiatorId: number;
  senderSignerName: string;
  beneficiarySignerName: string;
  senderObligations: string[];
  beneficiaryObligations: string[];
  /** a decimal text, at most 2 decimals ("12.5") */
  percentage: string;
  note: string | null;
  /** YYYY-MM-DD */
  activeFrom: string;
  activeTo: string | null;
  status: ContractStatus;
  /** null when the payer is a business (its signer is its verified representative) */
  identificationStatus: IdentificationStatus | null;
  senderSignedAt: string | null;
  beneficiarySignedAt: string | null;
  terminateInfo: TerminateInfo | null;
  createdAt: string;
  updatedAt: string;
  /** the run split-pay-signer-identification started (the push must name it) */
  identificationRun: { workflowRunId: string; provider: string } | null;
}

export type Side = 'sender' | 'beneficiary';

/** Who looks at or acts on a contract: the acting customer, and whether the user has full rights on it. */
export interface Viewer {
  customerId: number;
  fullRights: boolean;
}

export const sideOf = (c: StoredContract, customerId: number): Side | undefined =>
  c.senderId === customerId ? 'sender' : c.beneficiaryId === customerId ? 'beneficiary' : undefined;

const signedAt = (c: StoredContract, side: Side) => (side === 'sender' ? c.senderSignedAt : c.beneficiarySignedAt);

const isPending = (s: ContractStatus) => pendingContractStatuses.includes(s);
const isActive = (s: ContractStatus) => activeContractStatuses.includes(s);
const isEnded = (s: ContractStatus) => endedContractStatuses.includes(s);

/** In force: SIGNED until activeFrom, ACTIVE from that day. */
export const inForce = (c: Pick<StoredContract, 'activeFrom'>, now: number): 'SIGNED' | 'ACTIVE' =>
  c.activeFrom > dayOf(now) ? 'SIGNED' : 'ACTIVE';

/** "12.50" → "12.5", "010" → "10": the percentage of a valid create payload (hundredths, no float). */
export function percentageFromHundredths(h: number): string {
  const whole = Math.floor(h / 100);
  const cents = h % 100;
  if (cents === 0) return String(whole);
  return `${whole}.${String(cents).padStart(2, '0').replace(/0$/, '')}`;
}

/**
 * The clock's moves, applied on every read: a contract not in force `signingDays` after its creation → EXPIRED;
 * SIGNED → ACTIVE on activeFrom; TERMINATING → TERMINATED on terminatedAt. The same object when nothing moved.
 */
export function advance(c: StoredContract, now: number): StoredContract {
  const today = dayOf(now);
  const expiresAt = Date.parse(c.createdAt) + contractRules.signingDays * dayMs;
  if (isPending(c.status) && now >= expiresAt) return { ...c, status: 'EXPIRED', updatedAt: iso(expiresAt) };
  if (c.status === 'SIGNED' && today >= c.activeFrom)
    return advance({ ...c, status: 'ACTIVE', updatedAt: `${c.activeFrom}T00:00:00.000Z` }, now);
  if (c.status === 'TERMINATING' && c.terminateInfo && today >= c.terminateInfo.terminatedAt)
    return { ...c, status: 'TERMINATED', updatedAt: `${c.terminateInfo.terminatedAt}T00:00:00.000Z` };
  return c;
}

/** The input of contracts' `contractActionsFor` for this viewer (not a side: no action). */
export function actionInput(c: StoredContract, viewer: Viewer): ContractActionInput | undefined {
  const side = sideOf(c, viewer.customerId);
  if (!side) return undefined;
  const signedByMe = signedAt(c, side) !== null;
  return {
    status: c.status,
    identificationStatus: c.identificationStatus,
    direction: side === 'sender' ? 'PAY' : 'RECEIVE',
    isInitiator: c.initiatorId === viewer.customerId,
    signedByMe,
    canSign: canSign(c, viewer),
    terminationAskedByMe: c.terminateInfo?.terminatedBy === viewer.customerId,
  };
}

/** checkSigner's canSign: UNSIGNED or WAITING, the viewer's side has not signed, the user has full rights. */
export function canSign(c: StoredContract, viewer: Viewer): boolean {
  const side = sideOf(c, viewer.customerId);
  if (!side || !viewer.fullRights) return false;
  return (c.status === 'UNSIGNED' || c.status === 'WAITING') && signedAt(c, side) === null;
}

export function actionsOf(c: StoredContract, viewer: Viewer): ContractAction[] {
  const input = actionInput(c, viewer);
  return input ? contractActionsFor(input) : [];
}

/** A step the rules refuse (409 with this message). */
export interface Refused {
  refused: string;
}
export const isRefused = (x: unknown): x is Refused => typeof x === 'object' && x !== null && 'refused' in x;

const actionNames: Record<ContractAction, string> = {
  sign: 'signing',
  cancel: 'cancelling',
  reject: 'rejecting',
  terminate: 'termination',
  terminateNow: 'ending at once',
  terminateCancel: 'withdrawing the termination',
  startIdentification: 'identification',
  pdf: 'the PDF',
};

/** 409's message: the action is not open to this customer in this status. */
export const notOffered = (c: StoredContract, action: ContractAction): Refused => ({
  refused: `This contract (${c.status}) is not open to ${actionNames[action]} by you`,
});

function offered(c: StoredContract, viewer: Viewer, action: ContractAction): Refused | undefined {
  return actionsOf(c, viewer).includes(action) ? undefined : notOffered(c, action);
}

/**
 * A signature of the viewer's side. The first → WAITING; the second → in force (SIGNED or ACTIVE by activeFrom), or
 * NEED_IDENTIFICATION while the payer's identification is not SUCCESS.
 */
export function sign(c: StoredContract, viewer: Viewer, now: number): StoredContract | Refused {
  const no = offered(c, viewer, 'sign');
  if (no) return no;
  const side = sideOf(c, viewer.customerId) as Side;
  const at = iso(now);
  const next: StoredContract = {
    ...c,
    ...(side === 'sender' ? { senderSignedAt: at } : { beneficiarySignedAt: at }),
    updatedAt: at,
  };
  const both = next.senderSignedAt !== null && next.beneficiarySignedAt !== null;
  if (!both) return { ...next, status: 'WAITING' };
  if (next.identificationStatus !== null && next.identificationStatus !== 'SUCCESS')
    return { ...next, status: 'NEED_IDENTIFICATION' };
  return { ...next, status: inForce(next, now) };
}

/** The initiator withdraws a contract not yet in force → CANCELLED. */
export function cancel(c: StoredContract, viewer: Viewer, now: number): StoredContract | Refused {
  return offered(c, viewer, 'cancel') ?? { ...c, status: 'CANCELLED', updatedAt: iso(now) };
}

/** The counterparty refuses a contract it has not signed → REJECTED. */
export function reject(c: StoredContract, viewer: Viewer, now: number): StoredContract | Refused {
  return offered(c, viewer, 'reject') ?? { ...c, status: 'REJECTED', updatedAt: iso(now) };
}

/** Either side of a contract in force asks to end it, with a note: TERMINATING until the notice has passed. */
export function terminate(c: StoredContract, viewer: Viewer, note: string, now: number): StoredContract | Refused {
  const no = offered(c, viewer, 'terminate');
  if (no) return no;
  const terminatedAt = addDays(dayOf(now), contractRules.terminationNoticeDays);
  return {
    ...c,
    status: 'TERMINATING',
    terminateInfo: { terminatedAt, note, terminatedBy: viewer.customerId },
    activeTo: terminatedAt,
    updatedAt: iso(now),
  };
}

/** The side that asked withdraws its termination: back in force, terminateInfo and activeTo gone. */
export function terminateCancel(c: StoredContract, viewer: Viewer, now: number): StoredContract | Refused {
  const no = offered(c, viewer, 'terminateCancel');
  if (no) return no;
  return { ...c, status: inForce(c, now), terminateInfo: null, activeTo: null, updatedAt: iso(now) };
}

/** The other side agrees to end a TERMINATING contract at once → TERMINATED today. */
export function terminateNow(c: StoredContract, viewer: Viewer, now: number): StoredContract | Refused {
  const no = offered(c, viewer, 'terminateNow');
  if (no || !c.terminateInfo) return no ?? notOffered(c, 'terminateNow');
  const today = dayOf(now);
  return {
    ...c,
    status: 'TERMINATED',
    terminateInfo: { ...c.terminateInfo, terminatedAt: today },
    activeTo: today,
    updatedAt: iso(now),
  };
}

/** The payer may start its signer's identification (split-pay-signer-identification, then identificationStarted). */
export const mayIdentify = (c: StoredContract, viewer: Viewer): Refused | undefined =>
  offered(c, viewer, 'startIdentification');

/** The payer's signer has started the identity check → PROCESSING. */
export function identificationStarted(c: StoredContract, viewer: Viewer, now: number): StoredContract | Refused {
  return mayIdentify(c, viewer) ?? { ...c, identificationStatus: 'PROCESSING', updatedAt: iso(now) };
}

/**
 * The provider's result for the payer's signer (while PROCESSING): SUCCESS or FAILED. SUCCESS moves a
 * NEED_IDENTIFICATION contract on like a second signature.
 */
export function identificationPush(
  c: StoredContract,
  viewer: Viewer,
  result: 'SUCCESS' | 'FAILED',
  now: number,
): StoredContract | Refused {
  if (sideOf(c, viewer.customerId) !== 'sender' || c.identificationStatus !== 'PROCESSING' || isEnded(c.status))
    return { refused: `This contract (${c.status}) has no identification in progress of yours` };
  const next: StoredContract = { ...c, identificationStatus: result, updatedAt: iso(now) };
  if (result === 'SUCCESS' && c.status === 'NEED_IDENTIFICATION') return { ...next, status: inForce(c, now) };
  return next;
}

/** Awaiting this customer's signature: the counterparty's contract, not yet in force, this side unsigned. */
export function isRequest(c: StoredContract, customerId: number): boolean {
  const side = sideOf(c, customerId);
  if (!side || c.initiatorId === customerId) return false;
  return (c.status === 'UNSIGNED' || c.status === 'WAITING') && signedAt(c, side) === null;
}

/** Spec 3 §3 "Contracts meta": every contract of the customer, whatever the list's filters. */
export function metaOf(contracts: readonly StoredContract[], customerId: number): ContractsMeta {
  const own = contracts.filter((c) => sideOf(c, customerId) !== undefined);
  return {
    total: own.length,
    requests: own.filter((c) => isRequest(c, customerId)).length,
    pending: own.filter((c) => isPending(c.status)).length,
    active: own.filter((c) => isActive(c.status)).length,
    ended: own.filter((c) => isEnded(c.status)).length,
    pay: own.filter((c) => c.senderId === customerId).length,
    receive: own.filter((c) => c.beneficiaryId === customerId).length,
  };
}

/**
 * GET /contract/stats (the menu badge): pending = the contracts awaiting this customer (its requests, and as payer a
 * NEED_IDENTIFICATION contract whose identification is NEW or FAILED: not one already PROCESSING); active = in force.
 */
export function statsOf(contracts: readonly StoredContract[], customerId: number): { pending: number; active: number } {
  const own = contracts.filter((c) => sideOf(c, customerId) !== undefined);
  const identification = (c: StoredContract) =>
    c.status === 'NEED_IDENTIFICATION' &&
    c.senderId === customerId &&
    (c.identificationStatus === 'NEW' || c.identificationStatus === 'FAILED');
  return {
    pending: own.filter((c) => isRequest(c, customerId) || identification(c)).length,
    active: own.filter((c) => isActive(c.status)).length,
  };
}

/** A contract pending or in force between these two customers for this company (no second one may be made). */
export const blocksNewContract = (c: StoredContract, companyId: number, a: number, b: number): boolean =>
  c.companyId === companyId &&
  (isPending(c.status) || isActive(c.status)) &&
  ((c.senderId === a && c.beneficiaryId === b) || (c.senderId === b && c.beneficiaryId === a));

/** A realtime notification of spec 3 §3 ("scContract*" types) and the customers it goes to. */
export interface ContractNotice {
  type: ContractNotificationType;
  to: number[];
}

/**
 * The notifications a customer's step on a contract raises (spec 3 §3 notification types; §4 "Contract types silently
 * reload contracts"): to the other side; a signature (made on the provider's page) and the identification's result to
 * both. `before` undefined: created.
 * The clock's moves raise none.
 */
export function noticesOf(before: StoredContract | undefined, after: StoredContract, actor: number): ContractNotice[] {
  const other = [after.senderId === actor ? after.beneficiaryId : after.senderId];
  const both = [after.senderId, after.beneficiaryId];
  if (!before) return [{ type: 'scContractCreated', to: other }];
  const out: ContractNotice[] = [];
  const signedNow =
    (before.senderSignedAt === null && after.senderSignedAt !== null) ||
    (before.beneficiarySignedAt === null && after.beneficiarySignedAt !== null);
  // to both: the signer signs on the provider's page, outside the web app, whose open tab learns it this way
  if (signedNow) out.push({ type: 'scContractSigned', to: both });
  if (before.status !== after.status) {
    if (after.status === 'CANCELLED') out.push({ type: 'scContractCancelled', to: other });
    else if (after.status === 'REJECTED') out.push({ type: 'scContractRejected', to: other });
    else if (after.status === 'TERMINATING') out.push({ type: 'scContractTerminationRequest', to: other });
    else if (after.status === 'TERMINATED') out.push({ type: 'scContractTerminated', to: other });
    else if (before.status === 'TERMINATING') out.push({ type: 'scContractTerminationCancelled', to: other });
  }
  if (before.identificationStatus !== after.identificationStatus) {
    if (after.identificationStatus === 'PROCESSING')
      out.push({ type: 'scContractSignerIdentificationLoaded', to: other });
    else if (after.identificationStatus === 'SUCCESS') out.push({ type: 'scContractSignerIdentified', to: both });
    else if (after.identificationStatus === 'FAILED')
      out.push({ type: 'scContractSignerIdentificationFailed', to: both });
  }
  return out;
}
