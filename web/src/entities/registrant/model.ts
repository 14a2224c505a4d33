import {
  type ExistenceStatus,
  emailCheckable,
  emailExistsCheck,
  existenceStatusOf,
  existenceStatuses,
  phoneExistsCheck,
} from '@app/contracts';
import { type EventCallable, type Store, combine, createEvent, createStore, sample } from 'effector';
import { createApiQuery } from '../../shared/api/index.ts';

/**
 * One existence check (spec 3 §5 "Before use, the e-mail is checked for existence (returns exists and isEmployee)
 * and the phone for existence (returns exists). Results are cached."), with the statuses of spec 3 §3 "0 none,
 * 1 exists, 2 checking, 3 employee, -1 error".
 */
export interface ExistenceCheck {
  /** a value to check (on blur): an e-mail the rule refuses, or an empty value, never reaches the server */
  checkRequested: EventCallable<string>;
  /** every value's status so far: the cache (a failed check is asked again on the next request) */
  $statuses: Store<Readonly<Record<string, ExistenceStatus>>>;
  /** the last requested value */
  $value: Store<string>;
  /** the last requested value's status */
  $status: Store<ExistenceStatus>;
  /** forget everything (leaving the form) */
  reset: EventCallable<void>;
}

/** The cache key of a value: e-mails compare without case, phones by their digits. */
export const emailKey = (email: string): string => email.trim().toLowerCase();
export const phoneKey = (phone: string): string => phone.replace(/\D/g, '');

/** The cached status of a value, `none` when it was never checked. */
export const statusIn = (statuses: Readonly<Record<string, ExistenceStatus>>, key: string): ExistenceStatus =>
  statuses[key] ?? existenceStatuses.none;

/** Whether a cached status stands: a final answer is not asked again; checking, error or nothing is. */
export const isSettled = (status: ExistenceStatus | undefined): boolean =>
  status === existenceStatuses.none || status === existenceStatuses.exists || status === existenceStatuses.employee;

function createCheck<C extends typeof emailExistsCheck | typeof phoneExistsCheck>(
  def: C,
  keyOf: (value: string) => string,
  checkable: (key: string) => boolean,
  bodyOf: (key: string) => { email: string } | { phone: string },
): ExistenceCheck {
  // an inline status, never the error dialog
  const query = createApiQuery(def, { dialog: false });
  const checkRequested = createEvent<string>();
  const reset = createEvent();
  const started = createEvent<string>();
  const answered = createEvent<{ key: string; status: ExistenceStatus }>();

  const $value = createStore('').reset(reset);
  const $statuses = createStore<Readonly<Record<string, ExistenceStatus>>>({}).reset(reset);

  $value.on(checkRequested, (_, value) => keyOf(value));
  // The latest check wins: an earlier value still 'checking' is dropped from the cache and asked again when it
  // is requested again (its answer is discarded).
  $statuses
    .on(started, (all, key) => ({
      ...Object.fromEntries(Object.entries(all).filter(([, s]) => s !== existenceStatuses.checking)),
      [key]: existenceStatuses.checking,
    }))
    .on(answered, (all, { key, status }) => ({ ...all, [key]: status }));

  sample({
    clock: checkRequested,
    source: $statuses,
    filter: (all, value) => {
      const key = keyOf(value);
      return checkable(key) && !isSettled(all[key]);
    },
    fn: (_, value) => keyOf(value),
    target: started,
  });
  sample({ clock: started, fn: (key) => ({ body: bodyOf(key) }) as never, target: query.start });

  const keyOfParams = (params: unknown): string => {
    const body = (params as { body: { email?: string; phone?: string } }).body;
    return keyOf(body.email ?? body.phone ?? '');
  };
  sample({
    clock: query.finished.success,
    fn: ({ params, result }) => ({
      key: keyOfParams(params),
      status: existenceStatusOf(result as { exists: boolean; isEmployee?: boolean }),
    }),
    target: answered,
  });
  sample({
    clock: query.finished.failure,
    fn: ({ params }) => ({ key: keyOfParams(params), status: existenceStatuses.error as ExistenceStatus }),
    target: answered,
  });
  sample({ clock: reset, target: query.reset });

  const $status = combine($statuses, $value, statusIn);
  return { checkRequested, $statuses, $value, $status, reset };
}

/** The e-mail check: only an e-mail the rule accepts (contracts emailCheckable) is asked. */
export function createEmailCheck(): ExistenceCheck {
  return createCheck(emailExistsCheck, emailKey, emailCheckable, (email) => ({ email }));
}

/** The phone check: a number of at least 6 digits, asked as '+<digits>'. */
export function createPhoneCheck(): ExistenceCheck {
  return createCheck(
    phoneExistsCheck,
    phoneKey,
    (digits) => digits.length >= 6,
    (digits) => ({ phone: `+${digits}` }),
  );
}
