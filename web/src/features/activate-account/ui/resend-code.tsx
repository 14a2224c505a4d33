import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { $resendError, $resendPending, $resendSent, $resendWait, resendClicked, resendTicked } from '../resend.ts';

/** 'Resend activation code': off while sending and for 60 s after a success, with the countdown. */
export function ResendActivationCode({ username }: { username: string }) {
  const { t } = useTranslation();
  const [wait, pending, sent, error, resend, tick] = useUnit([
    $resendWait,
    $resendPending,
    $resendSent,
    $resendError,
    resendClicked,
    resendTicked,
  ]);
  const counting = wait > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => tick(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [counting, tick]);
  const text = useMessageText();
  return (
    <div className="resend-code">
      <Button variant="secondary" disabled={pending || counting} onClick={() => resend(username)}>
        {t('activation.resend')}
      </Button>
      <div role="status">
        {sent ? <p>{t('activation.resendSent')}</p> : null}
        {counting ? <p>{t('activation.resendWait', { seconds: wait })}</p> : null}
      </div>
      {error ? <Alert>{text(error)}</Alert> : null}
    </div>
  );
}
