export { rename } from './model.ts';
