// Forbidden: a feature imports a sibling feature.
import { refund } from '../refund/index.ts';

export const pay = () => refund() + 1;
