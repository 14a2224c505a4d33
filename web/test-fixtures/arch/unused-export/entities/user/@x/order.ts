// entities/order uses only userName, so userAge should not be in the public API for it.
export { userAge, userName } from '../model.ts';
