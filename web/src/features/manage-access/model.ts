import {
  type CompanyAccessUser,
  type PotentialUser,
  companyAccessListGet,
  companyAccessUpdate,
  companyPotentialUsersGet,
  representativeAdd,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import {
  type PersonErrors,
  type PersonValues,
  type SelectableAccessRight,
  isSelectableAccessRight,
  validatePerson,
} from '../../entities/company/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

export interface RightsChange {
  userId: number;
  accessRights: number;
  /** shown in the success text */
  name: string;
}

export interface AddValues extends PersonValues {
  accessRights: SelectableAccessRight;
}
export type AddErrors = PersonErrors;

export const validateAdd: (v: AddValues) => AddErrors = validatePerson;
const addValid = (v: AddValues) => Object.values(validateAdd(v)).every((e) => e === null);

export type Notice = { kind: 'rightsUpdated'; name: string } | { kind: 'representativeAdded'; email: string };

/** Errors show inline above the table and in the add dialog (no dialog). */
export const usersQuery = createApiQuery(companyAccessListGet, { dialog: false });
export const potentialQuery = createApiQuery(companyPotentialUsersGet, { dialog: false });
export const updateMutation = createApiMutation(companyAccessUpdate, { dialog: false });
export const addMutation = createApiMutation(representativeAdd, { dialog: false });

export const opened = createEvent();
export const rightsChanged = createEvent<RightsChange>();
/** a potential user fills the dialog in; nothing for a new person */
export const addOpened = createEvent<Partial<AddValues> | void>();
export const addClosed = createEvent();
export const addSubmitted = createEvent<AddValues>();
export const noticeClosed = createEvent();

export const $users = createStore<CompanyAccessUser[]>([])
  .on(usersQuery.finished.success, (_, { result }) => result.users)
  .reset(sessionEnded);
export const $potentialUsers = createStore<PotentialUser[]>([])
  .on(potentialQuery.finished.success, (_, { result }) => result.users)
  .reset(sessionEnded);
export const $status = usersQuery.$loadStatus;
/** A failed load or rights change: shown above the table. Potential users are optional: their failure hides the list. */
export const $error = createStore<Message | null>(null)
  .on([usersQuery.start, updateMutation.start], () => null)
  .on([usersQuery.finished.failure, updateMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** the user whose rights are being changed, for the success text */
const $changedName = createStore('')
  .on(rightsChanged, (_, c) => c.name)
  .reset(sessionEnded);
export const $notice = createStore<Notice | null>(null)
  .on(addMutation.finished.success, (_, { params }) => ({
    kind: 'representativeAdded',
    email: params.body.email,
  }))
  .reset(noticeClosed, rightsChanged, addOpened, updateMutation.finished.failure, sessionEnded);
export const $addDraft = createStore<Partial<AddValues> | null>(null)
  .on(addOpened, (_, draft) => draft ?? {})
  .on([addClosed, addMutation.finished.success], () => null)
  .reset(sessionEnded);
/** A refused add: shown in the dialog, which keeps what was typed. */
export const $addError = createStore<Message | null>(null)
  .on([addOpened, addMutation.start], () => null)
  .on(addMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
export const $busy = sample({
  source: [updateMutation.$pending, addMutation.$pending],
  fn: (l) => l.some(Boolean),
});

sample({
  clock: [opened, updateMutation.finished.success, addMutation.finished.success],
  fn: () => undefined,
  target: [usersQuery.start, potentialQuery.start],
});
sample({
  clock: rightsChanged,
  filter: (c) => isSelectableAccessRight(c.accessRights),
  fn: (c) => ({ body: { userId: c.userId, accessRights: c.accessRights } }),
  target: updateMutation.start,
});
sample({
  clock: updateMutation.finished.success,
  source: $changedName,
  fn: (name): Notice => ({ kind: 'rightsUpdated', name }),
  target: $notice,
});
sample({
  clock: addSubmitted,
  filter: addValid,
  fn: (v) => ({
    body: {
      firstName: v.firstName.trim(),
      lastName: v.lastName.trim(),
      email: v.email.trim(),
      accessRights: v.accessRights,
    },
  }),
  target: addMutation.start,
});

/** The screen's loads start when it opens. */
export const ManageAccessGate = createGate();
sample({ clock: ManageAccessGate.open, fn: () => undefined, target: opened });
