import { useTranslation } from 'react-i18next';
import { SignOutButton } from '../../../features/sign-out/index.ts';

/**
 * Spec 1 §2 start page "authorised-user login" (route name 'oau'): the spec
 * shows no screen. Decision: this user cannot act for any customer here, so
 * the page says why and offers the way out.
 */
export function AuthorisedUserLoginPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('authorisedUserLogin.title')}</h1>
      <p>{t('authorisedUserLogin.body')}</p>
      <p>{t('authorisedUserLogin.next')}</p>
      <SignOutButton />
    </>
  );
}
