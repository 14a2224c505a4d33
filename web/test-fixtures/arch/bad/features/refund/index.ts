export { refund } from './model.ts';
