export { orderTitle } from './model.ts';
