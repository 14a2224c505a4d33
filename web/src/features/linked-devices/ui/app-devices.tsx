import type { AuthDevice } from '@app/contracts';
import type { TFunction } from 'i18next';
import { useGate, useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { Button, ConfirmDialog, Dialog, FormDialog, QrCode, TextField } from '../../../shared/ui/index.ts';
import {
  $appDevices,
  $appError,
  $appStatus,
  $linkError,
  $linkOpen,
  $linked,
  $linking,
  $pendingRemove,
  $removing,
  appOpened,
  linkClosed,
  linkOpened,
  linkSubmitted,
  removeAsked,
  removeCancelled,
  removeConfirmed,
  AppDevicesGate,
} from '../app-devices.ts';
import { deviceTypes, validateDeviceCreation } from '../device-creation.ts';
import { Loadable } from '../../../shared/i18n/index.ts';

/** The 'link new device' popup: name and type, then the QR code of the deep link the app scans. */
function LinkDeviceDialog() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [error, busy, linked, submit, close] = useUnit([$linkError, $linking, $linked, linkSubmitted, linkClosed]);
  const [name, setName] = useState('');
  const [type, setType] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const typeErrorId = useId();
  // the code is generated on submit; only what the user typed is checked here
  const errors = submitted ? validateDeviceCreation({ name, type, code: 'pending' }) : null;

  if (linked) {
    return (
      <Dialog
        title={t('devices.add')}
        onClose={() => close()}
        actions={<Button onClick={() => close()}>{t('devices.done')}</Button>}
      >
        <p role="status">{t('devices.scan', { name: linked.name })}</p>
        <QrCode
          value={linked.deeplink}
          label={t('qr.deviceLabel')}
          copyLabel={t('qr.copy')}
          copiedLabel={t('qr.copied')}
        />
      </Dialog>
    );
  }
  return (
    <FormDialog
      title={t('devices.add')}
      formId="link-new-device"
      submitLabel={t('devices.linkSubmit')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit({ name, type });
      }}
      onClose={() => close()}
    >
      <TextField
        label={t('devices.name')}
        name="deviceName"
        autoComplete="off"
        maxLength={200}
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={
          errors?.name === 'required'
            ? t('devices.nameRequired')
            : errors?.name === 'tooLong'
              ? t('devices.nameTooLong')
              : null
        }
      />
      <fieldset
        className={errors?.type ? 'field field-invalid' : 'field'}
        aria-describedby={errors?.type ? typeErrorId : undefined}
      >
        <legend>{t('devices.type')}</legend>
        {deviceTypes.map((d) => (
          <label key={d} className="choice">
            <input type="radio" name="deviceType" value={d} checked={type === d} onChange={() => setType(d)} />{' '}
            {t(`devices.types.${d}`)}
          </label>
        ))}
        {errors?.type ? (
          <p id={typeErrorId} className="field-error">
            {t('devices.typeRequired')}
          </p>
        ) : null}
      </fieldset>
    </FormDialog>
  );
}

function describe(d: AuthDevice, t: TFunction, language: string): string {
  const location = typeof d.location === 'string' && d.location !== '' ? d.location : null;
  return [
    t(`devices.types.${d.type}`),
    location,
    d.lastActivityAt ? t('devices.lastActivity', { date: formatDateTime(d.lastActivityAt, language) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The token service's devices (GET /auth/devices): list, remove with a confirmation, and link a new one. */
export function AppDevices() {
  const { t, i18n } = useTranslation();
  const [devices, status, error, pending, removing, linkOpen] = useUnit([
    $appDevices,
    $appStatus,
    $appError,
    $pendingRemove,
    $removing,
    $linkOpen,
  ]);
  const [open, ask, cancel, confirm, openLink] = useUnit([
    appOpened,
    removeAsked,
    removeCancelled,
    removeConfirmed,
    linkOpened,
  ]);
  useGate(AppDevicesGate);
  const pendingName = devices.find((d) => String(d.id) === String(pending))?.name ?? '';

  return (
    <div className="app-devices">
      <h3 id="app-devices-title">{t('devices.appTitle')}</h3>
      <Loadable status={status} error={error} onRetry={() => open()} lines={2}>
        {() =>
          devices.length === 0 ? (
            <p className="empty">{t('devices.appEmpty')}</p>
          ) : (
            <ul className="device-list" aria-labelledby="app-devices-title">
              {devices.map((d) => (
                <li key={String(d.id)}>
                  <span>
                    <strong>{d.name}</strong> · {describe(d, t, i18n.language)}
                  </span>{' '}
                  <Button
                    variant="link"
                    aria-label={t('devices.removeNamed', { name: d.name })}
                    onClick={() => ask(d.id)}
                  >
                    {t('devices.remove')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
      <Button variant="secondary" onClick={() => openLink()}>
        {t('devices.add')}
      </Button>
      {linkOpen ? <LinkDeviceDialog /> : null}
      {pending !== null ? (
        <ConfirmDialog
          title={t('devices.removeTitle')}
          text={t('devices.removeText', { name: pendingName })}
          confirmLabel={t('devices.remove')}
          cancelLabel={t('common.cancel')}
          busy={removing}
          onConfirm={() => confirm()}
          onCancel={() => cancel()}
        />
      ) : null}
    </div>
  );
}
