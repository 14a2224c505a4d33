export { acceptClicked, acceptFx, termsIdsOf, $acceptError, $accepting } from './model.ts';
