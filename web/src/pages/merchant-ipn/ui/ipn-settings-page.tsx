import type { IpnSettings } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, SelectField, TextField } from '../../../shared/ui/index.ts';
import { SecretKeyPanel } from '../../../shared/ui/secret-key.tsx';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $regenerated,
  $saveError,
  $saveFieldErrors,
  $urlRefusal,
  $saved,
  $saving,
  $settings,
  $settingsError,
  $settingsStatus,
  IpnSettingsGate,
  type SettingsValues,
  regenerateAsked,
  saveSubmitted,
  settingsProblems,
  settingsRetried,
  settingsValuesOf,
  regeneration,
} from '../model.ts';
import { RegenerateKeyDialog } from '../../../features/regenerate-key/index.ts';
import './merchant-ipn.css';

function SettingsForm({ settings }: { settings: IpnSettings }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [saving, saveError, server, refusal, saved, submit] = useUnit([
    $saving,
    $saveError,
    $saveFieldErrors,
    $urlRefusal,
    $saved,
    saveSubmitted,
  ]);
  const [form, setForm] = useState<SettingsValues>(() => settingsValuesOf(settings));
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? settingsProblems(form) : { notifyUrl: null };
  return (
    <form
      className="panel"
      noValidate
      aria-labelledby="ipn-settings-form-title"
      onSubmit={(e) => {
        e.preventDefault();
        setSubmitted(true);
        submit(form);
      }}
    >
      <h2 id="ipn-settings-form-title">{t('merchantHooks.settings.formTitle')}</h2>
      {saveError ? (
        <Alert>
          <p>{text(saveError)}</p>
        </Alert>
      ) : null}
      <TextField
        label={t('merchantHooks.settings.notifyUrl')}
        name="notifyUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/ipn"
        value={form.notifyUrl}
        onChange={(e) => setForm((f) => ({ ...f, notifyUrl: e.target.value }))}
        error={
          problems.notifyUrl
            ? t('merchantHooks.webhooks.errors.url.invalid')
            : refusal
              ? t(`urlCheck.${refusal}`)
              : (server.notifyUrl ?? null)
        }
      />
      <SelectField<1 | 2>
        label={t('merchantHooks.settings.notifyStatusId')}
        name="notifyStatusId"
        options={[
          { id: 1, label: t('merchantHooks.settings.notifyStatuses.completed') },
          { id: 2, label: t('merchantHooks.settings.notifyStatuses.everyStatus') },
        ]}
        value={form.notifyStatusId}
        onChange={(notifyStatusId) => setForm((f) => ({ ...f, notifyStatusId }))}
      />
      <SelectField<1 | 2>
        label={t('merchantHooks.settings.statusId')}
        name="statusId"
        options={[
          { id: 1, label: t('merchantHooks.settings.statuses.on') },
          { id: 2, label: t('merchantHooks.settings.statuses.off') },
        ]}
        value={form.statusId}
        onChange={(statusId) => setForm((f) => ({ ...f, statusId }))}
      />
      <div className="form-footer">
        <Button type="submit" disabled={saving}>
          {saving ? t('merchantHooks.settings.saving') : t('merchantHooks.settings.save')}
        </Button>
        <span role="status">{saved ? t('merchantHooks.settings.saved') : ''}</span>
      </div>
    </form>
  );
}

function SecretPanel({ secret }: { secret: string }) {
  const { t } = useTranslation();
  const [regenerated, ask] = useUnit([$regenerated, regenerateAsked]);
  return (
    <SecretKeyPanel
      id="ipn-secret"
      secret={secret}
      regenerated={regenerated}
      onRegenerate={() => ask()}
      labels={{
        title: t('merchantHooks.settings.secretTitle'),
        intro: t('merchantHooks.settings.secretIntro'),
        secret: t('merchantHooks.settings.secret'),
        reveal: t('merchantHooks.settings.reveal'),
        hide: t('merchantHooks.settings.hide'),
        copy: t('merchantHooks.settings.copy'),
        copied: t('merchantHooks.settings.copied'),
        copyFailed: t('merchantHooks.settings.copyFailed'),
        regenerate: t('merchantHooks.settings.regenerate'),
        regenerated: t('merchantHooks.settings.regenerated'),
      }}
    />
  );
}

/**
 * /merchant/ipn/settings (spec 3 §3 "IPN settings: notifyUrl, notifyStatusId (default 1), statusId (default 1)";
 * §7 "update (notifyUrl, notifyStatusId, statusId, or secret=1 to regenerate the key)"): the form, and the key that
 * signs IPNs and webhooks, masked until revealed, copied, regenerated after a confirmation.
 */
export function IpnSettingsPage() {
  const { t } = useTranslation();
  useGate(IpnSettingsGate);
  const [settings, status, error, retry] = useUnit([$settings, $settingsStatus, $settingsError, settingsRetried]);
  return (
    <MerchantLayout title={t('merchantHooks.settings.title')}>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={5} shown={settings !== null}>
        {() =>
          settings === null ? null : (
            <div className="merchant-ipn-settings">
              <SettingsForm settings={settings} />
              <SecretPanel secret={settings.secretKey} />
            </div>
          )
        }
      </Loadable>
      <RegenerateKeyDialog
        model={regeneration}
        title={t('merchantHooks.settings.regenerateTitle')}
        question={t('merchantHooks.settings.regenerateQuestion')}
        confirmLabel={t('merchantHooks.settings.regenerate')}
      />
    </MerchantLayout>
  );
}
