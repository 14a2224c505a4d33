export { personalAccountCreated } from './model.ts';
export { CreatePersonalAccount } from './ui/create-personal-account.tsx';
