import { sample } from 'effector';
import { createGate } from 'effector-react';
import { companyRequested } from '../../entities/company/index.ts';

/** The screen's loads start when it opens. */
export const CompanyDocumentsPageGate = createGate();
sample({ clock: CompanyDocumentsPageGate.open, fn: () => undefined, target: companyRequested });
