import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $sessionEndReason } from '../../../entities/session/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, Dialog } from '../../../shared/ui/index.ts';
import { $emailConfirmation, $exchangeError, emailConfirmationClosed } from '../links.ts';

/** Spec 1 §2: the e-mail confirmation result of a link, under 'E-MAIL CONFIRMATION'. */
export function EmailConfirmationDialog() {
  const { t } = useTranslation();
  const [result, onClose] = useUnit([$emailConfirmation, emailConfirmationClosed]);
  if (!result) return null;
  return (
    <Dialog
      title={t('login.emailConfirmationTitle')}
      onClose={() => onClose()}
      actions={<Button onClick={() => onClose()}>{t('common.close')}</Button>}
    >
      <p>{t(result === 'success' ? 'login.emailConfirmationSuccess' : 'login.emailConfirmationFail')}</p>
    </Dialog>
  );
}

/** On the login page: why the last session ended, or why a sign-in link failed. */
export function SignInNotices() {
  const { t } = useTranslation();
  const [reason, exchangeError] = useUnit([$sessionEndReason, $exchangeError]);
  const text = useMessageText();
  return (
    <>
      {reason === 'expired' ? <Alert tone="info">{t('login.sessionExpired')}</Alert> : null}
      {exchangeError ? <Alert>{text(exchangeError)}</Alert> : null}
    </>
  );
}
