import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../shared/ui/index.ts';
import { logoutFx, signOutClicked } from '../model.ts';

export function SignOutButton() {
  const { t } = useTranslation();
  const [onClick, pending] = useUnit([signOutClicked, logoutFx.pending]);
  return (
    <Button variant="secondary" onClick={() => onClick()} disabled={pending}>
      {t('layout.signOut')}
    </Button>
  );
}
