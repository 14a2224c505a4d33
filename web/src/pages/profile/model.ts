import { notificationSideEffects } from '@app/contracts';
import { sample } from 'effector';
import { createGate } from 'effector-react';
import { profileRequested } from '../../entities/profile/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { notificationReceived } from '../../shared/lib/notification-received.ts';

/** The screen's loads start when it opens. */
export const ProfilePageGate = createGate();
sample({ clock: ProfilePageGate.open, fn: () => undefined, target: profileRequested });

/**
 * Spec 3 §4 "Document types reload documents": the documents are the profile's (GET profile's documents), and what
 * the customer must still do depends on them (the verification data). While /profile is open both load again; a
 * closed /profile loads the profile on its next entry anyway.
 */
sample({
  clock: notificationReceived.filter({ fn: (n) => notificationSideEffects(n.type).includes('reloadDocuments') }),
  source: ProfilePageGate.status,
  filter: (open) => open,
  fn: () => undefined,
  target: [profileRequested, verificationRequested],
});
