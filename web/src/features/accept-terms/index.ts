export { acceptClicked, $acceptError, $accepting } from './model.ts';
