import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Link, paths, useSearchParams } from '../../../shared/routes/index.ts';
import { $batch, $batchError, $batchStatus, GlobalBatchGate, batchRetried } from '../model.ts';
import { batchIdOf } from '../lib.ts';
import { BatchEditor } from './batch-editor.tsx';
import { UploadForm } from './upload-form.tsx';
import './global-pay.css';

/**
 * /transfer/mass/global (spec 2 §2 transfer-mass-global): the upload form, or with ?batchId= the draft batch's
 * editor (the address keeps the batch through a reload).
 */
export function TransferMassGlobalPage() {
  const [search] = useSearchParams();
  const batchId = batchIdOf(search.get('batchId'));
  useGate(GlobalBatchGate, { batchId });
  const { t } = useTranslation();
  const [batch, status, error, retry] = useUnit([$batch, $batchStatus, $batchError, batchRetried]);
  return (
    <div className="global-pay">
      <h1>{t('globalPay.title')}</h1>
      <p>
        <Link to={paths.transferMass.getHref()}>{t('globalPay.backToMass')}</Link>
      </p>
      {batchId === null ? (
        <UploadForm />
      ) : (
        <Loadable status={status} error={error} onRetry={() => retry()} lines={6}>
          {() => (batch ? <BatchEditor batch={batch} /> : null)}
        </Loadable>
      )}
    </div>
  );
}
