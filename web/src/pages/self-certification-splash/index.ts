export {
  SelfCertificationBusinessSplashPage,
  SelfCertificationSplashPage,
} from './ui/self-certification-splash-page.tsx';
