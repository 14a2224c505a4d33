// The public API of entities/user for entities/invoice, not for entities/order.
export { userName } from '../model.ts';
