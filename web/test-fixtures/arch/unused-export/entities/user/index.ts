// userAge is used only inside the slice, so the public API should not export it.
export { userAge, userName } from './model.ts';
