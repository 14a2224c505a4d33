import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import { $activationError, $activationUser, errorClosed } from '../model.ts';
import { ResendActivationCode } from './resend-code.tsx';

/** Spec 3 §4 account activation: a failed activation shows the 'Account Activation' error dialog. */
export function ActivationError() {
  const { t } = useTranslation();
  const [error, user, close] = useUnit([$activationError, $activationUser, errorClosed]);
  const text = useMessageText();
  if (!error) return null;
  return (
    <Dialog
      title={t('activation.title')}
      onClose={() => close()}
      actions={<Button onClick={() => close()}>{t('common.ok')}</Button>}
    >
      <p>{text(error)}</p>
      {user ? <ResendActivationCode username={user} /> : null}
    </Dialog>
  );
}
