import { customerIdentityVerificationStart } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** Spec 3 §3 "Identity providers: jmo and nfd." */
export const identityProviders = ['jmo', 'nfd'] as const;
export type IdentityProvider = (typeof identityProviders)[number];

export interface LinkRequest {
  /** the representative's customer id: the path of /customers/{id}/identity-verification */
  customerId: number;
  email: string;
  provider: IdentityProvider;
}

/**
 * Spec 1 §6: "A representative can trigger identity-verification links to other representatives."
 * A refusal shows by the representative's row, so no error dialog.
 */
export const sendLinkMutation = createApiMutation(customerIdentityVerificationStart, { dialog: false });

export const linkRequested = createEvent<LinkRequest>();
export const noticeClosed = createEvent();

const $lastRequest = createStore<LinkRequest | null>(null)
  .on(linkRequested, (_, r) => r)
  .reset(sessionEnded);
/** the e-mail the link went to */
export const $linkSentTo = createStore<string | null>(null).reset(linkRequested, noticeClosed, sessionEnded);
export const $linkError = createStore<{ customerId: number; message: Message } | null>(null).reset(
  linkRequested,
  noticeClosed,
  sessionEnded,
);
export const $sendingFor = createStore<number | null>(null)
  .on(linkRequested, (_, r) => r.customerId)
  .reset(sendLinkMutation.finished.finally, sessionEnded);

sample({
  clock: linkRequested,
  fn: (r) => ({ params: { id: r.customerId }, body: { provider: r.provider, sendLink: true } }),
  target: sendLinkMutation.start,
});
sample({
  clock: sendLinkMutation.finished.success,
  source: $lastRequest,
  fn: (r) => r?.email ?? '',
  target: $linkSentTo,
});
sample({
  clock: sendLinkMutation.finished.failure,
  source: $lastRequest,
  fn: (r, { error }) => ({ customerId: r?.customerId ?? 0, message: errorMessageFor(error) }),
  target: $linkError,
});
