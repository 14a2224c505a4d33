import {
  type IdentityProvider,
  type IdentityVerificationSession,
  identityVerificationStart,
  wrapperIdentityMessage,
} from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createKeyedMutation } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { inMobileWrapper, postToWrapper } from '../../shared/lib/wrapper-post.ts';

/** The section's one action: its calls share this key. */
export const START = 'start';

/** A refusal shows inline under the form, so no error dialog. */
export const startMutation = createKeyedMutation(identityVerificationStart, { key: () => START, dialog: false });

/** The section is on screen; leaving /profile forgets the link and the error. */
export const IdentitySectionGate = createGate();

export const verifySubmitted = createEvent<IdentityProvider>();

/**
 * Where the started check goes on. In a browser the provider's page opens in a new tab (no opener), as the link
 * under the form does. Inside the mobile wrapper the app runs the provider's check natively (spec 3 §3 startOnfido,
 * startJumio) with the run and its token; a refusal of the app ('empty data', spec 1 §8) fails this effect.
 */
export interface HandOff {
  provider: IdentityProvider;
  session: IdentityVerificationSession;
}
export const handOffFx = createEffect(async ({ provider, session }: HandOff): Promise<'app' | 'tab'> => {
  if (inMobileWrapper()) {
    await postToWrapper(wrapperIdentityMessage(provider), {
      token: session.token,
      workflowRunId: session.workflowRunId,
    });
    return 'app';
  }
  window.open(session.url, '_blank', 'noopener');
  return 'tab';
});

const $provider = createStore<IdentityProvider>('jmo').on(verifySubmitted, (_, p) => p);

/** the provider's page of the latest start, also offered as a link in case the new tab was blocked */
export const $providerUrl = createStore<string | null>(null)
  .on(handOffFx.done, (_, { params, result }) => (result === 'tab' ? params.session.url : null))
  .reset(verifySubmitted, IdentitySectionGate.close, sessionEnded);
/** The app took the check over (inside the mobile wrapper): the page says so. */
export const $inApp = createStore(false)
  .on(handOffFx.doneData, (_, where) => where === 'app')
  .reset(verifySubmitted, IdentitySectionGate.close, sessionEnded);
/** The app did not take the check (its refusal or silence): the page says so; the customer may try again. */
export const $handOffFailed = createStore(false)
  .on(handOffFx.fail, () => true)
  .reset(verifySubmitted, IdentitySectionGate.close, sessionEnded);

sample({ clock: verifySubmitted, fn: (provider) => ({ body: { provider } }), target: startMutation.start });
sample({
  clock: startMutation.succeeded,
  source: $provider,
  fn: (provider, { result }): HandOff => ({ provider, session: result }),
  target: handOffFx,
});
sample({ clock: IdentitySectionGate.close, target: startMutation.reset });
