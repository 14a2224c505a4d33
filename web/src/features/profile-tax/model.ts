import { taxNumberUpdate } from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

export const taxNumberUpdateFx = createCallFx(taxNumberUpdate, { dialog: false });
