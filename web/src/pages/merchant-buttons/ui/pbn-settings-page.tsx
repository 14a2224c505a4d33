import type { PbnSettings } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, SelectField } from '../../../shared/ui/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $pbn,
  $pbnError,
  $pbnRegenerated,
  $pbnSaveError,
  $pbnSaved,
  $pbnSaving,
  $pbnStatus,
  PbnSettingsGate,
  pbnRegenerateAsked,
  pbnRetried,
  pbnSaveSubmitted,
  pbnRegeneration,
} from '../model.ts';
import { RegenerateKeyDialog } from '../../../features/regenerate-key/index.ts';
import { SecretKeyPanel } from '../../../shared/ui/secret-key.tsx';
import './merchant-buttons.css';

function StatusForm({ settings }: { settings: PbnSettings }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [saving, saveError, saved, submit] = useUnit([$pbnSaving, $pbnSaveError, $pbnSaved, pbnSaveSubmitted]);
  const [statusId, setStatusId] = useState<1 | 2>(settings.statusId === 2 ? 2 : 1);
  return (
    <form
      className="panel"
      noValidate
      aria-labelledby="pbn-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        submit(statusId);
      }}
    >
      <h2 id="pbn-form-title">{t('merchantButtons.pbn.formTitle')}</h2>
      {saveError ? (
        <Alert>
          <p>{text(saveError)}</p>
        </Alert>
      ) : null}
      <SelectField<1 | 2>
        label={t('merchantButtons.pbn.status')}
        name="statusId"
        options={[
          { id: 1, label: t('merchantButtons.pbn.statuses.on') },
          { id: 2, label: t('merchantButtons.pbn.statuses.off') },
        ]}
        value={statusId}
        onChange={setStatusId}
      />
      <div className="form-footer">
        <Button type="submit" disabled={saving}>
          {saving ? t('merchantButtons.saving') : t('merchantButtons.save')}
        </Button>
        <span role="status">{saved ? t('merchantButtons.saved') : ''}</span>
      </div>
    </form>
  );
}

function SecretPanel({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [regenerated, ask] = useUnit([$pbnRegenerated, pbnRegenerateAsked]);
  return (
    <SecretKeyPanel
      id="pbn-secret"
      secret={secret}
      regenerated={regenerated}
      onRegenerate={() => ask()}
      labels={{
        title: t('merchantButtons.pbn.secretTitle'),
        intro: t('merchantButtons.pbn.secretIntro'),
        secret: t('merchantButtons.pbn.secret'),
        reveal: t('merchantButtons.pbn.reveal'),
        hide: t('merchantButtons.pbn.hide'),
        copy: t('merchantButtons.copy'),
        copied: t('merchantButtons.copied'),
        copyFailed: t('merchantButtons.copyFailed'),
        regenerate: t('merchantButtons.pbn.regenerate'),
        regenerated: t('merchantButtons.pbn.regenerated'),
      }}
    />
  );
}

/**
 * /merchant/buttons/pbn_settings (spec 3 §7 "PBN settings get/update (statusId, or secret=1)"): the notifications'
 * status, and the key that signs them, masked until revealed, copied, regenerated after a confirmation.
 */
export function PbnSettingsPage() {
  const { t } = useTranslation();
  useGate(PbnSettingsGate);
  const [settings, status, error, retry] = useUnit([$pbn, $pbnStatus, $pbnError, pbnRetried]);
  return (
    <MerchantLayout title={t('merchantButtons.pbn.title')}>
      <p>{t('merchantButtons.pbn.intro')}</p>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={4} shown={settings !== null}>
        {() =>
          settings === null ? null : (
            <div className="merchant-buttons-panels">
              <StatusForm settings={settings} />
              <SecretPanel secret={settings.secretKey} />
            </div>
          )
        }
      </Loadable>
      <RegenerateKeyDialog
        model={pbnRegeneration}
        title={t('merchantButtons.pbn.regenerateTitle')}
        question={t('merchantButtons.pbn.regenerateQuestion')}
        confirmLabel={t('merchantButtons.pbn.regenerate')}
      />
    </MerchantLayout>
  );
}
