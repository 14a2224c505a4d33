import { sample } from 'effector';
import { createGate } from 'effector-react';
import { externalCardsStarted } from '../../features/external-cards/index.ts';

export const AddCardPageGate = createGate();
sample({ clock: AddCardPageGate.open, target: externalCardsStarted });
