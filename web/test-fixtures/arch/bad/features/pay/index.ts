export { pay } from './model.ts';
