export { RegisterPersonalPage } from './ui/register-personal-page.tsx';
