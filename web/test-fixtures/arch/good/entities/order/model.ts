// Allowed: one entity reads another through the @x file meant for it.
import { userName } from '../user/@x/order.ts';

export const orderTitle = () => `order of ${userName()}`;
