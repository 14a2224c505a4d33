export { userName } from './model.ts';
