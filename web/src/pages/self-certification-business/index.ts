export { SelfCertificationBusinessPage } from './ui/self-certification-business-page.tsx';
