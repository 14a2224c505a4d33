// Forbidden: entities/order uses the @x file that entities/user made for entities/invoice.
import { userName } from '../user/@x/invoice.ts';

export const orderTitle = () => `order of ${userName()}`;
