import { phoneAdd, phoneConfirm, phoneReplace, phoneVerify } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { profileRequested } from '../../entities/profile/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { createKeyedMutation } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The add form is not a row: its calls share this one key. */
export const NEW_PHONE = 'new';

// Each section shows its errors inline, next to what was typed; each phone row has its own busy state and error.
export const addMutation = createKeyedMutation(phoneAdd, { key: () => NEW_PHONE, dialog: false });
export const replaceMutation = createKeyedMutation(phoneReplace, {
  key: ({ body }) => String(body.phoneId),
  dialog: false,
});
export const verifyMutation = createKeyedMutation(phoneVerify, {
  key: ({ body }) => String(body.phoneId),
  dialog: false,
});
export const confirmMutation = createKeyedMutation(phoneConfirm, {
  key: ({ body }) => String(body.phoneId),
  dialog: false,
});

/** The section is on screen; leaving /profile forgets its forms, codes and errors. */
export const PhonesSectionGate = createGate();

export const addOpened = createEvent();
export const addClosed = createEvent();
export const addSubmitted = createEvent<{ countryCode: string; number: string }>();
/** Opens or closes a phone's replace form. */
export const replaceToggled = createEvent<number>();
export const replaceClosed = createEvent<number>();
export const replaceSubmitted = createEvent<{ phoneId: number; countryCode: string; number: string }>();
export const codeRequested = createEvent<number>();
export const codeSubmitted = createEvent<{ phoneId: number; code: string }>();

const forget = [PhonesSectionGate.close, sessionEnded];
const toggle = (ids: readonly number[], id: number) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]);
const drop = (ids: readonly number[], id: number) => ids.filter((x) => x !== id);

export const $adding = createStore(false)
  .on(addOpened, () => true)
  .on([addClosed, addMutation.succeeded], () => false)
  .reset(forget);
/** the phones whose replace form is open */
export const $replacing = createStore<readonly number[]>([])
  .on(replaceToggled, toggle)
  .on(replaceClosed, drop)
  .on(replaceMutation.succeeded, (ids, { params }) => drop(ids, params.body.phoneId))
  .reset(forget);
/** the phones a code was sent to (phoneVerify answered): their code form shows */
export const $codeSent = createStore<readonly number[]>([])
  .on(verifyMutation.succeeded, (ids, { params }) => [...drop(ids, params.body.phoneId), params.body.phoneId])
  .reset(forget);
/** the phones confirmed while the section is open ('confirmedNow') */
export const $confirmedNow = createStore<readonly number[]>([])
  .on(confirmMutation.succeeded, (ids, { params }) => [...drop(ids, params.body.phoneId), params.body.phoneId])
  .reset(forget);

sample({ clock: addSubmitted, fn: (body) => ({ body }), target: addMutation.start });
sample({ clock: replaceSubmitted, fn: (body) => ({ body }), target: replaceMutation.start });
sample({ clock: codeRequested, fn: (phoneId) => ({ body: { phoneId } }), target: verifyMutation.start });
sample({ clock: codeSubmitted, fn: (body) => ({ body }), target: confirmMutation.start });
sample({
  clock: PhonesSectionGate.close,
  target: [addMutation.reset, replaceMutation.reset, verifyMutation.reset, confirmMutation.reset],
});
// a change shows at once: the profile and what remains for verification load again
sample({
  clock: [addMutation.succeeded, replaceMutation.succeeded, confirmMutation.succeeded],
  fn: () => undefined,
  target: [profileRequested, verificationRequested],
});

export type PhoneProblem = 'badCountryCode' | 'badNumber';

/** The contracts' rules (dialling code 1 to 4 digits, number 4 to 15), after dropping '+', spaces, dashes and dots. */
export function phoneInput(countryCode: string, number: string) {
  const cc = countryCode.replace(/[\s+\-.()]/g, '');
  const nr = number.replace(/[\s\-.()]/g, '');
  const problems: Partial<Record<'countryCode' | 'number', PhoneProblem>> = {};
  if (!/^\d{1,4}$/.test(cc)) problems.countryCode = 'badCountryCode';
  if (!/^\d{4,15}$/.test(nr)) problems.number = 'badNumber';
  return { countryCode: cc, number: nr, problems };
}
