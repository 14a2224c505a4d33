import { useGate } from 'effector-react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../shared/ui/index.ts';
import { TransfersNav } from '../../../widgets/transfers-nav/index.ts';
import { $noPreviewNote, MassHubGate } from '../model.ts';
import { MassNav } from './mass-nav.tsx';

/** /transfer/mass: the kinds of mass transfer (spec 2 §2 "/transfer/mass (child routes wire, eft, oct, digital, global)"). */
export function TransferMassPage() {
  useGate(MassHubGate);
  const { t } = useTranslation();
  const [note] = useUnit([$noPreviewNote]);
  return (
    <>
      <h1>{t('massTransfer.title')}</h1>
      <TransfersNav />
      {note ? (
        <Alert tone="info">
          <p>{t('massTransfer.noPreview')}</p>
        </Alert>
      ) : null}
      <section className="panel" aria-labelledby="mass-kinds">
        <h2 id="mass-kinds">{t('massTransfer.chooseKind')}</h2>
        <p>{t('massTransfer.intro')}</p>
        <MassNav />
      </section>
    </>
  );
}
