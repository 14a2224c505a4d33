// The public API of entities/user for entities/order (cross-import notation).
export { userName } from '../model.ts';
