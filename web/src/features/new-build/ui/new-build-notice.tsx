import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import { $newBuild, NewBuildGate, laterClicked, reloadClicked } from '../model.ts';

export function NewBuildNotice() {
  const { t } = useTranslation();
  const [newBuild, onReload, onLater] = useUnit([$newBuild, reloadClicked, laterClicked]);
  useGate(NewBuildGate);
  if (!newBuild) return null;
  return (
    <Dialog
      title={t('session.newVersionTitle')}
      onClose={() => onLater()}
      actions={
        <>
          <Button onClick={() => onReload()}>{t('session.reload')}</Button>
          <Button variant="secondary" onClick={() => onLater()}>
            {t('common.close')}
          </Button>
        </>
      }
    >
      <p>{t('session.newVersion')}</p>
    </Dialog>
  );
}
