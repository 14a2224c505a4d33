import {
  type Representative,
  type RepresentativeRole,
  accessRightValues,
  representativeDelete,
  representativePositionIds,
  representativeRole,
  representativeRoles,
  representativeUpdate,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  type PersonErrors,
  type PersonValues,
  companyRequested,
  validatePerson,
} from '../../entities/company/index.ts';
import { $accessInfo } from '../../entities/customer/index.ts';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Spec 3 §3 positions: the company screens show the representatives in these groups, in this order. */
export interface RepresentativeGroup {
  role: RepresentativeRole;
  representatives: Representative[];
}

/** Every group (an empty one too, so the grouping reads the same for every company), by representativeRole. */
export function groupRepresentatives(reps: readonly Representative[]): RepresentativeGroup[] {
  return representativeRoles.map((role) => ({
    role,
    representatives: reps.filter((r) => representativeRole(r.positionId) === role),
  }));
}

/**
 * The positions an edit offers, one per role (spec 3 §3 "2 director; 6 and 9 shareholder; 8 owner; any other value
 * is an authorised user"): the current position stands for its own role, so a 9 or an 11 is kept as it is.
 */
export function positionOptions(current: number): { id: number; role: RepresentativeRole }[] {
  const defaults: Record<RepresentativeRole, number> = {
    director: representativePositionIds.director,
    shareholder: representativePositionIds.shareholder[0],
    owner: representativePositionIds.owner,
    // the demo data's and the registration's authorised user
    authorisedUser: 10,
  };
  const own = representativeRole(current);
  return representativeRoles.map((role) => ({ id: role === own ? current : defaults[role], role }));
}

export interface EditValues extends PersonValues {
  positionId: number;
}
export type EditErrors = PersonErrors;

export const validateEdit: (v: EditValues) => EditErrors = validatePerson;
const editValid = (v: EditValues) => Object.values(validateEdit(v)).every((e) => e === null);

export type Notice = { kind: 'updated' | 'deleted'; name: string };

/** Errors show in the dialog that asked (no global dialog), which keeps what was typed. */
export const updateMutation = createApiMutation(representativeUpdate, { dialog: false });
export const deleteMutation = createApiMutation(representativeDelete, { dialog: false });

/** The representatives' screen is shown; leaving it closes the dialogs and forgets their errors. */
export const ManageRepresentativesGate = createGate();

export const editOpened = createEvent<Representative>();
export const editClosed = createEvent();
export const editSubmitted = createEvent<EditValues>();
export const deleteAsked = createEvent<Representative>();
export const deleteCanceled = createEvent();
export const deleteConfirmed = createEvent();
export const noticeClosed = createEvent();

const forget = [ManageRepresentativesGate.close, sessionEnded];

/** Spec 1 §6: only full access (2) changes the company; the others see the lists without the actions. */
export const $mayChange = $accessInfo.map((a) => a?.accessRights === accessRightValues.fullAccess);

export const $editing = createStore<Representative | null>(null)
  .on(editOpened, (_, r) => r)
  .on([editClosed, updateMutation.finished.success], () => null)
  .reset(...forget);
export const $editError = createStore<Message | null>(null)
  .on([editOpened, updateMutation.start], () => null)
  .on(updateMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(...forget);
export const $deleting = createStore<Representative | null>(null)
  .on(deleteAsked, (_, r) => r)
  .on([deleteCanceled, deleteMutation.finished.success], () => null)
  .reset(...forget);
/** A refused delete (the last director, oneself) stays in the confirmation, which the user closes. */
export const $deleteError = createStore<Message | null>(null)
  .on([deleteAsked, deleteMutation.start], () => null)
  .on(deleteMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(deleteCanceled, ...forget);
export const $busy = sample({
  source: [updateMutation.$pending, deleteMutation.$pending],
  fn: (l) => l.some(Boolean),
});
const nameOf = (r: { firstName: string; lastName: string }) => `${r.firstName} ${r.lastName}`;
export const $notice = createStore<Notice | null>(null)
  .on(updateMutation.finished.success, (_, { params }) => ({ kind: 'updated', name: nameOf(params.body) }))
  .reset(noticeClosed, editOpened, deleteAsked, ...forget);

sample({
  clock: editSubmitted,
  source: $editing,
  filter: (r, v) => r !== null && editValid(v),
  fn: (r, v) => ({
    body: {
      representativeId: (r as Representative).id,
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      positionId: v.positionId,
    },
  }),
  target: updateMutation.start,
});
sample({
  clock: deleteConfirmed,
  source: { r: $deleting, busy: $busy },
  filter: ({ r, busy }) => r !== null && !busy,
  fn: ({ r }) => ({ body: { representativeId: (r as Representative).id } }),
  target: deleteMutation.start,
});
/** the name the success text shows: kept apart from $deleting, which the same answer closes */
const $deletedName = createStore('')
  .on(deleteAsked, (_, r) => nameOf(r))
  .reset(...forget);
sample({
  clock: deleteMutation.finished.success,
  source: $deletedName,
  fn: (name): Notice => ({ kind: 'deleted', name }),
  target: $notice,
});
// the company's lists and statuses load again: what changed shows at once
sample({
  clock: [updateMutation.finished.success, deleteMutation.finished.success],
  fn: () => undefined,
  target: companyRequested,
});
