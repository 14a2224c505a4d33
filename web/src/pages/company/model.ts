import { sample } from 'effector';
import { createGate } from 'effector-react';
import { companyRequested } from '../../entities/company/index.ts';

/** The screen's loads start when it opens. */
export const CompanyPageGate = createGate();
sample({ clock: CompanyPageGate.open, fn: () => undefined, target: companyRequested });
