import { sample } from 'effector';
import { createGate } from 'effector-react';
import { announcementsStarted } from '../../features/announcements/index.ts';

export const NewsPageGate = createGate();

sample({ clock: NewsPageGate.open, target: announcementsStarted });
