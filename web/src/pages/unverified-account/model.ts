import { sample } from 'effector';
import { createGate } from 'effector-react';
import { verificationRequested } from '../../entities/verification/index.ts';

/** The screen's loads start when it opens. */
export const UnverifiedAccountPageGate = createGate();
sample({ clock: UnverifiedAccountPageGate.open, fn: () => undefined, target: verificationRequested });
