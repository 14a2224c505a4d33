import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatDateTime } from '../../../shared/lib/index.ts';
import { Alert, Button, Dialog, FormDialog, TextField } from '../../../shared/ui/index.ts';
import { DeleteConfirm, RecordTable, RowActions } from '../../../shared/ui/record-list.tsx';
import {
  $created,
  $keyActionError,
  $keyEditor,
  $keySaveError,
  $keySaving,
  $keyToggling,
  $keys,
  $keysError,
  $keysStatus,
  $revokeBusy,
  $revokeError,
  $revoking,
  ApiKeysGate,
  type KeyEditor,
  keyCreateOpened,
  keyEditorClosed,
  keyRenameOpened,
  keyRevokeAsked,
  keyRevokeCancelled,
  keyRevokeConfirmed,
  keySaveSubmitted,
  keyToggled,
  keysRetried,
  nameProblem,
  secretDialogClosed,
} from '../model/keys.ts';

function KeyForm({ editor }: { editor: KeyEditor }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [error, busy, submit, close] = useUnit([$keySaveError, $keySaving, keySaveSubmitted, keyEditorClosed]);
  const start = editor.mode === 'rename' ? editor.key : { name: '', enabled: true };
  const [name, setName] = useState(String(start.name));
  const [enabled, setEnabled] = useState(start.enabled);
  const [submitted, setSubmitted] = useState(false);
  const problem = submitted ? nameProblem(name) : null;
  return (
    <FormDialog
      title={t(editor.mode === 'create' ? 'merchantApi.keys.createTitle' : 'merchantApi.keys.renameTitle')}
      formId="merchant-api-key-form"
      submitLabel={t(editor.mode === 'create' ? 'merchantApi.keys.create' : 'merchantApi.keys.save')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit({ name, enabled });
      }}
      onClose={() => close()}
    >
      <TextField
        label={t('merchantApi.keys.name')}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={problem ? t(`merchantApi.errors.name.${problem}`) : null}
      />
      {editor.mode === 'create' ? (
        <label className="choice">
          <input type="checkbox" name="enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
          {t('merchantApi.keys.enabled')}
        </label>
      ) : null}
    </FormDialog>
  );
}

/** The new key's secret, shown this once (contracts merchant-api.ts): a copy button and the warning. */
function SecretDialog() {
  const { t } = useTranslation();
  const [created, close] = useUnit([$created, secretDialogClosed]);
  const [copy, setCopy] = useState<'copied' | 'failed' | null>(null);
  if (!created) return null;
  const onCopy = () => {
    const done = navigator.clipboard?.writeText(created.secretKey);
    if (!done) return setCopy('failed');
    done.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Dialog
      title={t('merchantApi.keys.secretTitle')}
      onClose={() => close()}
      actions={<Button onClick={() => close()}>{t('merchantApi.keys.secretDone')}</Button>}
    >
      <p>{t('merchantApi.keys.secretIntro', { name: String(created.apiKey.name) })}</p>
      <Alert>
        <p>{t('merchantApi.keys.secretWarning')}</p>
      </Alert>
      <p className="merchant-api-secret">
        <code data-testid="api-key-secret">{created.secretKey}</code>
      </p>
      <Button variant="secondary" onClick={onCopy}>
        {t('merchantApi.keys.copy')}
      </Button>
      <p aria-live="polite">
        {copy === 'copied' ? t('merchantApi.keys.copied') : copy === 'failed' ? t('merchantApi.keys.copyFailed') : ''}
      </p>
    </Dialog>
  );
}

/**
 * The API keys of "API settings" (spec 3 §2 internal/api_key, §7 public-api/apikey): the list, create (the secret
 * shown once), rename, switch on or off, revoke after a confirmation.
 */
export function ApiKeysSection() {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'en';
  const text = useMessageText();
  useGate(ApiKeysGate);
  const [keys, status, listError, actionError, editor, revoking, revokeBusy, revokeError, toggling] = useUnit([
    $keys,
    $keysStatus,
    $keysError,
    $keyActionError,
    $keyEditor,
    $revoking,
    $revokeBusy,
    $revokeError,
    $keyToggling,
  ]);
  const [retry, openCreate, openRename, toggle, askRevoke, cancelRevoke, confirmRevoke] = useUnit([
    keysRetried,
    keyCreateOpened,
    keyRenameOpened,
    keyToggled,
    keyRevokeAsked,
    keyRevokeCancelled,
    keyRevokeConfirmed,
  ]);

  return (
    <section className="panel merchant-api-keys" aria-labelledby="merchant-api-keys-title">
      <h2 id="merchant-api-keys-title">{t('merchantApi.keys.title')}</h2>
      <p>{t('merchantApi.keys.intro')}</p>
      {actionError ? (
        <Alert>
          <p>{text(actionError)}</p>
        </Alert>
      ) : null}
      <Loadable status={status} error={listError} onRetry={() => retry()} lines={3} shown={keys.length > 0}>
        {() => (
          <>
            <RecordTable
              rows={keys}
              caption={t('merchantApi.keys.title')}
              columns={[
                t('merchantApi.keys.name'),
                t('merchantApi.keys.prefix'),
                t('merchantApi.keys.state'),
                t('merchantApi.keys.lastUsed'),
              ]}
              actionsLabel={t('merchantApi.actions')}
              empty={t('merchantApi.keys.empty')}
            >
              {(k) => {
                const name = String(k.name);
                return (
                  <tr key={k.id}>
                    <th scope="row">{name}</th>
                    <td>
                      <code>{k.prefix}…</code>
                    </td>
                    <td>{t(k.enabled ? 'merchantApi.on' : 'merchantApi.off')}</td>
                    <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt, lang) : t('merchantApi.keys.never')}</td>
                    <RowActions
                      className="merchant-api-actions"
                      actions={[
                        {
                          label: t(k.enabled ? 'merchantApi.disable' : 'merchantApi.enable'),
                          name: t(k.enabled ? 'merchantApi.disableOf' : 'merchantApi.enableOf', { name }),
                          disabled: toggling !== null,
                          onClick: () => toggle(k),
                        },
                        {
                          label: t('merchantApi.keys.rename'),
                          name: t('merchantApi.keys.renameOf', { name }),
                          onClick: () => openRename(k),
                        },
                        {
                          label: t('merchantApi.keys.revoke'),
                          name: t('merchantApi.keys.revokeOf', { name }),
                          onClick: () => askRevoke(k),
                        },
                      ]}
                    />
                  </tr>
                );
              }}
            </RecordTable>
            <Button variant="secondary" onClick={() => openCreate()}>
              {t('merchantApi.keys.createTitle')}
            </Button>
          </>
        )}
      </Loadable>
      {editor ? <KeyForm key={editor.mode === 'rename' ? editor.key.id : 'new'} editor={editor} /> : null}
      <SecretDialog />
      {revoking ? (
        <DeleteConfirm
          title={t('merchantApi.keys.revokeTitle')}
          text={t('merchantApi.keys.revokeQuestion', { name: String(revoking.name) })}
          confirmLabel={t('merchantApi.keys.revoke')}
          cancelLabel={t('common.cancel')}
          busy={revokeBusy}
          error={revokeError ? text(revokeError) : null}
          onConfirm={() => confirmRevoke()}
          onCancel={() => cancelRevoke()}
        />
      ) : null}
    </section>
  );
}
