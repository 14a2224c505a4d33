import { ApiError, seiAuthorize } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createApiMutation } from '../../shared/api/index.ts';
import { homeHref, navigateFx } from '../../shared/routes/index.ts';
import { createGate } from 'effector-react';

/** /auth/sei?id=…: authorise a partner sign-in; the partner's redirect follows, a 404 goes to /. */
export const seiOpened = createEvent<string>();
/** The authorisation changes the partner sign-in's state: a mutation; its failure shows on the page. */
export const seiAuthorizeMutation = createApiMutation(seiAuthorize, { dialog: false });
export const $seiFailed = createStore(false)
  .on(seiAuthorizeMutation.finished.failure, () => true)
  .reset(seiAuthorizeMutation.start);
export const $seiPending = seiAuthorizeMutation.$pending;

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

sample({
  clock: seiOpened,
  filter: (id) => id !== '',
  fn: (id) => ({ params: { id }, body: {} }),
  target: seiAuthorizeMutation.start,
});
sample({
  clock: seiAuthorizeMutation.finished.failure,
  filter: ({ error }) => isNotFound(error),
  fn: () => ({ to: '/', replace: true }),
  target: navigateFx,
});

/** Only the partner's own http(s) address is followed. */
export const followRedirectFx = createEffect((url: string) => window.location.assign(url));
export const safeRedirect = (url: string | undefined) => (url && /^https?:\/\//i.test(url) ? url : null);
sample({
  clock: seiAuthorizeMutation.finished.success,
  filter: ({ result }) => safeRedirect(result.redirectUrl) !== null,
  fn: ({ result }) => result.redirectUrl ?? '',
  target: followRedirectFx,
});
sample({
  clock: seiAuthorizeMutation.finished.success,
  filter: ({ result }) => safeRedirect(result.redirectUrl) === null,
  fn: () => ({ to: homeHref, replace: true }),
  target: navigateFx,
});

/** The partner's id from the address; the authorisation runs when the page opens with one (and for a new one). */
export const AuthSeiPageGate = createGate<{ id?: string }>();
const $gateId = AuthSeiPageGate.state.map((p) => p.id ?? null);
sample({ clock: $gateId.updates, filter: (id): id is string => id !== null, target: seiOpened });
