export { signOutClicked, logoutFx } from './model.ts';
export { SignOutButton } from './ui/sign-out-button.tsx';
