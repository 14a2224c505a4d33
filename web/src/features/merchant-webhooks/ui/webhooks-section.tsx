import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button, FormDialog, TextField } from '../../../shared/ui/index.ts';
import { DeleteConfirm, RecordTable, RowActions } from '../../../shared/ui/record-list.tsx';
import {
  $actionError,
  $deleteBusy,
  $deleteError,
  $deleting,
  $editor,
  $listError,
  $pingOutcome,
  $pinging,
  $saveError,
  $serverFieldErrors,
  $saving,
  $status,
  $toggling,
  $webhooks,
  type Editor,
  type PingOutcome,
  WebhooksGate,
  createOpened,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  editOpened,
  editorClosed,
  pingClicked,
  retried,
  saveSubmitted,
  toggled,
  webhookProblems,
} from '../model.ts';
import './webhooks-section.css';

function WebhookForm({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [error, server, busy, submit, close] = useUnit([
    $saveError,
    $serverFieldErrors,
    $saving,
    saveSubmitted,
    editorClosed,
  ]);
  const start = editor.mode === 'edit' ? editor.webhook : { name: '', url: '', enabled: true };
  const [name, setName] = useState(String(start.name));
  const [url, setUrl] = useState(start.url);
  const [enabled, setEnabled] = useState(start.enabled);
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? webhookProblems({ name, url, enabled }) : { name: null, url: null };
  return (
    <FormDialog
      title={t(editor.mode === 'create' ? 'merchantHooks.webhooks.createTitle' : 'merchantHooks.webhooks.editTitle')}
      formId="merchant-webhook-form"
      submitLabel={t(editor.mode === 'create' ? 'merchantHooks.webhooks.create' : 'merchantHooks.webhooks.save')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit({ name, url, enabled });
      }}
      onClose={() => close()}
    >
      <TextField
        label={t('merchantHooks.webhooks.name')}
        name="name"
        autoComplete="off"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={problems.name ? t(`merchantHooks.webhooks.errors.name.${problems.name}`) : (server.name ?? null)}
      />
      <TextField
        label={t('merchantHooks.webhooks.url')}
        name="url"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/webhook"
        value={url}
        onChange={(e) => setUrl(e.target.value)}
        error={problems.url ? t(`merchantHooks.webhooks.errors.url.${problems.url}`) : (server.url ?? null)}
      />
      <label className="choice">
        <input type="checkbox" name="enabled" checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />{' '}
        {t('merchantHooks.webhooks.enabled')}
      </label>
    </FormDialog>
  );
}

function PingAnswer({ outcome }: { outcome: PingOutcome }) {
  const { t } = useTranslation();
  const { result, webhook } = outcome;
  const name = String(webhook.name);
  if (result.delivered)
    return (
      <p className="merchant-hooks-ping merchant-hooks-ping-ok">
        {t('merchantHooks.webhooks.pingArrived', {
          name,
          status: result.status ?? '',
          ms: result.durationMs,
        })}
      </p>
    );
  return (
    <Alert>
      <p>
        {t('merchantHooks.webhooks.pingFailed', { name })}{' '}
        {result.error
          ? result.error
          : result.status !== undefined
            ? t('merchantHooks.webhooks.pingStatus', { status: result.status })
            : ''}
      </p>
    </Alert>
  );
}

/**
 * The webhooks of the "API settings" page (spec 3 §2 internal/api_key, §7 public-api/webhook): the list, create,
 * edit, switch on or off, delete after a confirmation, and "Send ping" with its answer.
 */
export function WebhooksSection() {
  const { t } = useTranslation();
  const text = useMessageText();
  useGate(WebhooksGate);
  const [webhooks, status, listError, actionError, editor, deleting, deleteBusy, deleteError] = useUnit([
    $webhooks,
    $status,
    $listError,
    $actionError,
    $editor,
    $deleting,
    $deleteBusy,
    $deleteError,
  ]);
  const [pinging, pingOutcome, toggling] = useUnit([$pinging, $pingOutcome, $toggling]);
  const [retry, openCreate, openEdit, toggle, askDelete, cancelDelete, confirmDelete, ping] = useUnit([
    retried,
    createOpened,
    editOpened,
    toggled,
    deleteAsked,
    deleteCancelled,
    deleteConfirmed,
    pingClicked,
  ]);

  return (
    <section className="panel merchant-hooks-webhooks" aria-labelledby="merchant-webhooks-title">
      <h2 id="merchant-webhooks-title">{t('merchantHooks.webhooks.title')}</h2>
      <p>{t('merchantHooks.webhooks.intro')}</p>
      {actionError ? (
        <Alert>
          <p>{text(actionError)}</p>
        </Alert>
      ) : null}
      <div aria-live="polite">{pingOutcome ? <PingAnswer outcome={pingOutcome} /> : null}</div>
      <Loadable status={status} error={listError} onRetry={() => retry()} lines={3} shown={webhooks.length > 0}>
        {() => (
          <>
            <RecordTable
              rows={webhooks}
              caption={t('merchantHooks.webhooks.title')}
              columns={[
                t('merchantHooks.webhooks.name'),
                t('merchantHooks.webhooks.url'),
                t('merchantHooks.webhooks.state'),
              ]}
              actionsLabel={t('merchantHooks.webhooks.actions')}
              empty={t('merchantHooks.webhooks.empty')}
            >
              {(w) => {
                const name = String(w.name);
                return (
                  <tr key={w.id}>
                    <th scope="row">{name}</th>
                    <td className="merchant-hooks-url">{w.url}</td>
                    <td>{t(w.enabled ? 'merchantHooks.webhooks.on' : 'merchantHooks.webhooks.off')}</td>
                    <RowActions
                      className="merchant-hooks-actions"
                      actions={[
                        {
                          label: t(w.enabled ? 'merchantHooks.webhooks.disable' : 'merchantHooks.webhooks.enable'),
                          name: t(w.enabled ? 'merchantHooks.webhooks.disableOf' : 'merchantHooks.webhooks.enableOf', {
                            name,
                          }),
                          disabled: toggling !== null,
                          onClick: () => toggle(w),
                        },
                        {
                          label: t('merchantHooks.webhooks.edit'),
                          name: t('merchantHooks.webhooks.editOf', { name }),
                          onClick: () => openEdit(w),
                        },
                        {
                          label: t('merchantHooks.webhooks.delete'),
                          name: t('merchantHooks.webhooks.deleteOf', { name }),
                          onClick: () => askDelete(w),
                        },
                      ]}
                    >
                      <Button
                        variant="secondary"
                        disabled={pinging !== null}
                        aria-label={t('merchantHooks.webhooks.pingOf', { name })}
                        onClick={() => ping(w)}
                      >
                        {pinging === w.id ? t('merchantHooks.webhooks.pinging') : t('merchantHooks.webhooks.ping')}
                      </Button>
                    </RowActions>
                  </tr>
                );
              }}
            </RecordTable>
            <Button variant="secondary" onClick={() => openCreate()}>
              {t('merchantHooks.webhooks.createTitle')}
            </Button>
          </>
        )}
      </Loadable>
      {editor ? <WebhookForm key={editor.mode === 'edit' ? editor.webhook.id : 'new'} editor={editor} /> : null}
      {deleting ? (
        <DeleteConfirm
          title={t('merchantHooks.webhooks.deleteTitle')}
          text={t('merchantHooks.webhooks.deleteQuestion', { name: String(deleting.name), url: deleting.url })}
          confirmLabel={t('merchantHooks.webhooks.delete')}
          cancelLabel={t('common.cancel')}
          busy={deleteBusy}
          error={deleteError ? text(deleteError) : null}
          onConfirm={() => confirmDelete()}
          onCancel={() => cancelDelete()}
        />
      ) : null}
    </section>
  );
}
