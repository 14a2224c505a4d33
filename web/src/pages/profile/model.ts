import { sample } from 'effector';
import { createGate } from 'effector-react';
import { profileRequested } from '../../entities/profile/index.ts';

/** The screen's loads start when it opens. */
export const ProfilePageGate = createGate();
sample({ clock: ProfilePageGate.open, fn: () => undefined, target: profileRequested });
