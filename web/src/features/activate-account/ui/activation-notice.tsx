import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import { $activated, noticeClosed } from '../model.ts';

/** The success notice after an activation link; shown over the home page. */
export function ActivationNotice() {
  const { t } = useTranslation();
  const [activated, close] = useUnit([$activated, noticeClosed]);
  if (!activated) return null;
  return (
    <Dialog
      title={t('activation.title')}
      onClose={() => close()}
      actions={<Button onClick={() => close()}>{t('common.ok')}</Button>}
    >
      <p>{t('activation.success')}</p>
    </Dialog>
  );
}
