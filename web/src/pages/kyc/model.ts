import { sample } from 'effector';
import { createGate } from 'effector-react';
import { startPageRequested } from '../../entities/session/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { kycSent } from '../../features/kyc-form/index.ts';

/** /kyc and /profile-update: the customer's verification data when the page opens. */
export const KycPageGate = createGate();

sample({ clock: KycPageGate.open, fn: () => undefined, target: verificationRequested });
/** After the form is sent: read the verification data again, then on per the start page (spec 1 §2). */
sample({
  clock: kycSent,
  filter: KycPageGate.status,
  fn: () => undefined,
  target: [verificationRequested, startPageRequested],
});
