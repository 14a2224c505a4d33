import { orderTitle } from '../../../entities/order/index.ts';
import { userName } from '../../../entities/user/index.ts';

export const homeTitle = () => `${orderTitle()} for ${userName()}`;
