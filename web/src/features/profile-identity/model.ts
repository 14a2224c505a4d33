import { type IdentityProvider, identityVerificationStart } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createKeyedMutation } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** The section's one action: its calls share this key. */
export const START = 'start';

/** A refusal shows inline under the form, so no error dialog. */
export const startMutation = createKeyedMutation(identityVerificationStart, { key: () => START, dialog: false });

/** The section is on screen; leaving /profile forgets the link and the error. */
export const IdentitySectionGate = createGate();

export const verifySubmitted = createEvent<IdentityProvider>();

/** The provider's page opens in a new tab (no opener), as the link under the form does. */
export const openProviderPageFx = createEffect((url: string) => {
  window.open(url, '_blank', 'noopener');
});

/** the provider's page of the latest start, also offered as a link in case the new tab was blocked */
export const $providerUrl = createStore<string | null>(null)
  .on(startMutation.succeeded, (_, { result }) => result.url)
  .reset(IdentitySectionGate.close, sessionEnded);

sample({ clock: verifySubmitted, fn: (provider) => ({ body: { provider } }), target: startMutation.start });
sample({ clock: startMutation.succeeded, fn: ({ result }) => result.url, target: openProviderPageFx });
sample({ clock: IdentitySectionGate.close, target: startMutation.reset });
