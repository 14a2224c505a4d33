import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, FormDialog, TextField } from '../../../shared/ui/index.ts';
import {
  $actionError,
  $addError,
  $addOpen,
  $busy,
  $enabled,
  $entries,
  $error,
  $status,
  addClosed,
  addOpened,
  addSubmitted,
  deleteClicked,
  modeToggled,
  opened,
  validateAdd,
  IpWhitelistGate,
} from '../model.ts';

function AddDialog() {
  const { t } = useTranslation();
  const [error, busy, submit, close] = useUnit([$addError, $busy, addSubmitted, addClosed]);
  const [ip, setIp] = useState('');
  const [toIp, setToIp] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateAdd({ ip, toIp }) : { ip: null, toIp: null };
  const text = useMessageText();
  return (
    <FormDialog
      title={t('ipWhitelist.addTitle')}
      formId="ip-whitelist-add"
      submitLabel={t('ipWhitelist.add')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit({ ip, toIp });
      }}
      onClose={() => close()}
    >
      <TextField
        label={t('ipWhitelist.ip')}
        name="ip"
        inputMode="decimal"
        value={ip}
        onChange={(e) => setIp(e.target.value)}
        error={errors.ip ? t(`ipWhitelist.errors.${errors.ip}`) : null}
      />
      <TextField
        label={t('ipWhitelist.toIp')}
        name="toIp"
        inputMode="decimal"
        value={toIp}
        onChange={(e) => setToIp(e.target.value)}
        error={errors.toIp ? t(`ipWhitelist.errors.${errors.toIp}`) : null}
      />
    </FormDialog>
  );
}

/** /setting, IP whitelist: list, add (ip and an optional toIp), delete, and the on/off mode. */
export function IpWhitelistSection() {
  const { t } = useTranslation();
  const [entries, enabled, status, error, actionError, addOpen, busy] = useUnit([
    $entries,
    $enabled,
    $status,
    $error,
    $actionError,
    $addOpen,
    $busy,
  ]);
  const text = useMessageText();
  const [open, openAdd, remove, toggle] = useUnit([opened, addOpened, deleteClicked, modeToggled]);
  useGate(IpWhitelistGate);

  return (
    <section className="panel" aria-labelledby="ip-whitelist-title">
      <h2 id="ip-whitelist-title">{t('ipWhitelist.title')}</h2>
      {actionError ? <Alert>{text(actionError)}</Alert> : null}
      <Loadable status={status} error={error} onRetry={() => open()} lines={2}>
        {() => (
          <>
            <label className="choice">
              <input type="checkbox" checked={enabled} disabled={busy} onChange={(e) => toggle(e.target.checked)} />{' '}
              {t('ipWhitelist.mode')}
            </label>
            {entries.length === 0 ? (
              <p className="empty">{t('ipWhitelist.empty')}</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('ipWhitelist.ip')}</th>
                    <th scope="col">{t('ipWhitelist.toIp')}</th>
                    <th scope="col">{t('ipWhitelist.created')}</th>
                    <th scope="col">
                      <span className="visually-hidden">{t('ipWhitelist.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {entries.map((e) => (
                    <tr key={String(e.id)}>
                      <td>{e.ip}</td>
                      <td>{e.toIp ?? ''}</td>
                      <td>{e.created ?? ''}</td>
                      <td>
                        <Button
                          variant="link"
                          disabled={busy}
                          aria-label={t('ipWhitelist.deleteEntry', { ip: e.toIp ? `${e.ip} – ${e.toIp}` : e.ip })}
                          onClick={() => remove(e.id)}
                        >
                          {t('ipWhitelist.delete')}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            <Button variant="secondary" onClick={() => openAdd()}>
              {t('ipWhitelist.addTitle')}
            </Button>
          </>
        )}
      </Loadable>
      {addOpen ? <AddDialog /> : null}
    </section>
  );
}
