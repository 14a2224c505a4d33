import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { Button, ConfirmDialog } from '../../../shared/ui/index.ts';
import {
  $devices,
  $error,
  $pendingUnlink,
  $status,
  $unlinking,
  opened,
  unlinkAsked,
  unlinkCancelled,
  unlinkConfirmed,
  LinkedDevicesGate,
} from '../model.ts';
import { AppDevices } from './app-devices.tsx';

/** /setting, linked devices: the list of GET /device-api/device and unlink, then the app devices of /auth/devices. */
export function LinkedDevicesSection() {
  const { t, i18n } = useTranslation();
  const [devices, status, error, pending, unlinking] = useUnit([$devices, $status, $error, $pendingUnlink, $unlinking]);
  const [open, ask, cancel, confirm] = useUnit([opened, unlinkAsked, unlinkCancelled, unlinkConfirmed]);
  useGate(LinkedDevicesGate);
  const pendingName = devices.find((d) => String(d.id) === String(pending))?.name ?? '';

  return (
    <section className="panel" aria-labelledby="devices-title">
      <h2 id="devices-title">{t('devices.title')}</h2>
      <Loadable status={status} error={error} onRetry={() => open()} lines={2}>
        {() =>
          devices.length === 0 ? (
            <p className="empty">{t('devices.empty')}</p>
          ) : (
            <ul className="device-list">
              {devices.map((d) => (
                <li key={String(d.id)}>
                  <span>
                    {d.name} · {d.type === 'ios' ? 'iOS' : 'Android'}
                    {d.lastActivityAt
                      ? ` · ${t('devices.lastActivity', { date: formatDateTime(d.lastActivityAt, i18n.language) })}`
                      : ''}
                  </span>{' '}
                  <Button
                    variant="link"
                    aria-label={t('devices.unlinkNamed', { name: d.name })}
                    onClick={() => ask(d.id)}
                  >
                    {t('devices.unlink')}
                  </Button>
                </li>
              ))}
            </ul>
          )
        }
      </Loadable>
      {pending !== null ? (
        <ConfirmDialog
          title={t('devices.unlinkTitle')}
          text={t('devices.unlinkText', { name: pendingName })}
          confirmLabel={t('devices.unlink')}
          cancelLabel={t('common.cancel')}
          busy={unlinking}
          onConfirm={() => confirm()}
          onCancel={() => cancel()}
        />
      ) : null}
      <AppDevices />
    </section>
  );
}
