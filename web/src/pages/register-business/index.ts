export { RegisterBusinessPage } from './ui/register-business-page.tsx';
