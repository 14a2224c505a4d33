import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $deferredWaiting } from '../../../entities/session/index.ts';
import { Button, Dialog } from '../../../shared/ui/index.ts';
import { $newBuild, NewBuildGate, laterClicked, reloadClicked } from '../model.ts';

/** The app update check starts 5 s after a sign-in (spec 1 §4 "After login there is a 5 second delay before certain
 * loading. The app checks for updates every 60 seconds"; entities/session deferred.ts); at once on any other page. */
export function NewBuildNotice() {
  const waiting = useUnit($deferredWaiting);
  return waiting ? null : <Notice />;
}

function Notice() {
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
