export { AuthSeiPage } from './ui/auth-sei-page.tsx';
