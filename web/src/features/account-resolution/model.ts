import {
  type AccountResolution,
  type AccountResolutionStatus,
  type Representative,
  accountResolutionGet,
  accountResolutionSend,
  accountResolutionStatusIds,
  declarationsGet,
  escortStatementGet,
  representativeRole,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Spec 3 §3 "Account resolution holds businessRepresentativeIds, statusId, signers": the status's name, or null. */
export function resolutionStatus(statusId: number): AccountResolutionStatus | null {
  const found = (Object.entries(accountResolutionStatusIds) as [AccountResolutionStatus, number][]).find(
    ([, id]) => id === statusId,
  );
  return found ? found[0] : null;
}

/** Whom the send dialog starts with: the directors (the fakes refuse a resolution without one), else nobody. */
export function defaultSigners(reps: readonly Representative[], resolution: AccountResolution | null): number[] {
  const before = resolution?.businessRepresentativeIds.filter((id) => reps.some((r) => r.id === id)) ?? [];
  if (before.length > 0) return before;
  return reps.filter((r) => representativeRole(r.positionId) === 'director').map((r) => r.id);
}

/** Sending is offered until the resolution is signed. */
export const maySend = (statusId: number): boolean => statusId !== accountResolutionStatusIds.signed;

/** The sections show their own errors (no global dialog). */
export const resolutionQuery = createApiQuery(accountResolutionGet, { dialog: false });
export const declarationsQuery = createApiQuery(declarationsGet, { dialog: false });
export const escortStatementQuery = createApiQuery(escortStatementGet, { dialog: false });
export const sendMutation = createApiMutation(accountResolutionSend, { dialog: false });

/** The company documents section is shown. */
export const AccountResolutionGate = createGate();
export const reloadClicked = createEvent();
export const sendOpened = createEvent();
export const sendClosed = createEvent();
export const sendSubmitted = createEvent<number[]>();
export const noticeClosed = createEvent();

const forget = [AccountResolutionGate.close, sessionEnded];

/** The latest answer: the get's, or the send's (which holds the resolution as sent). */
export const $resolution = createStore<AccountResolution | null>(null)
  .on(resolutionQuery.finished.success, (_, { result }) => result.resolution)
  .on(sendMutation.finished.success, (_, { result }) => result.resolution)
  .reset(sessionEnded);
export const $sendOpen = createStore(false)
  .on(sendOpened, () => true)
  .on([sendClosed, sendMutation.finished.success], () => false)
  .reset(...forget);
export const $sendError = createStore<Message | null>(null)
  .on([sendOpened, sendMutation.start], () => null)
  .on(sendMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(...forget);
/** how many the resolution went to, for the success text */
export const $sentTo = createStore<number | null>(null)
  .on(sendMutation.finished.success, (_, { params }) => params.body.businessRepresentativeIds.length)
  .reset(noticeClosed, sendOpened, ...forget);
export const $sending = sendMutation.$pending;

sample({
  clock: [AccountResolutionGate.open, reloadClicked],
  fn: () => undefined,
  target: [resolutionQuery.start, declarationsQuery.start, escortStatementQuery.start],
});
sample({
  clock: sendSubmitted,
  source: $sending,
  filter: (busy, ids) => !busy && ids.length > 0,
  fn: (_, ids) => ({ body: { businessRepresentativeIds: ids } }),
  target: sendMutation.start,
});
