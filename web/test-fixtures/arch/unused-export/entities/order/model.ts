import { userName } from '../user/@x/order.ts';

export const orderTitle = () => `order of ${userName()}`;
