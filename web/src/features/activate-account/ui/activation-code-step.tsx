import { useUnit } from 'effector-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $activating, activationRequested } from '../model.ts';
import { ActivationError } from './activation-error.tsx';
import { ResendActivationCode } from './resend-code.tsx';
import { Alert, Button, CodeField } from '../../../shared/ui/index.ts';

/**
 * Spec 3 §4 after a registration: the activation e-mail was sent; its link activates (/activate), or its code here.
 * A success signs the new user in and goes to the start page; a failure shows the 'Account Activation' dialog.
 * `notice` says where the code went; `children` come after the resend (a link, for example).
 */
export function ActivationCodeStep({
  email,
  action,
  notice,
  children,
}: {
  email: string;
  action: 'activation' | 'activationBusiness';
  notice: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [activating, activate] = useUnit([$activating, activationRequested]);
  const [code, setCode] = useState('');
  const [tried, setTried] = useState(false);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (code.trim() !== '') activate({ action, user: email, code: code.trim() });
  };
  return (
    <>
      <Alert tone="info">
        <p>{notice}</p>
      </Alert>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={activating}>
        <CodeField
          label={t('activation.code')}
          value={code}
          onChange={setCode}
          error={tried && code.trim() === '' ? t('activation.codeRequired') : null}
        />
        <Button type="submit" disabled={activating}>
          {activating ? t('activation.activating') : t('activation.submit')}
        </Button>
      </form>
      <ResendActivationCode username={email} />
      {children}
      <ActivationError />
    </>
  );
}
