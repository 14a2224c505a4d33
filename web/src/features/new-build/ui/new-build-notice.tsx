import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import { $newBuild, VERSION_POLL_MS, laterClicked, reloadClicked, versionCheckDue } from '../model.ts';

export function NewBuildNotice() {
  const { t } = useTranslation();
  const [newBuild, onDue, onReload, onLater] = useUnit([$newBuild, versionCheckDue, reloadClicked, laterClicked]);
  useEffect(() => {
    const timer = setInterval(() => onDue(), VERSION_POLL_MS);
    return () => clearInterval(timer);
  }, [onDue]);
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
