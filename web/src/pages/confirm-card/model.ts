import { sample } from 'effector';
import { createGate } from 'effector-react';
import { externalCardsStarted } from '../../features/external-cards/index.ts';

export const ConfirmCardPageGate = createGate();
sample({ clock: ConfirmCardPageGate.open, target: externalCardsStarted });
