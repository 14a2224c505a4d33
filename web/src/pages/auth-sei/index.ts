export { AuthSeiPage } from './ui/auth-sei-page.tsx';
export { seiOpened, seiAuthorizeFx, followRedirectFx, isNotFound, safeRedirect, $seiFailed } from './model.ts';
