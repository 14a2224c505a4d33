import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button, FormDialog, TextField } from '../../../shared/ui/index.ts';
import { DeleteConfirm, RecordTable, RowActions } from '../../../shared/ui/record-list.tsx';
import {
  $ipDeleteBusy,
  $ipDeleteError,
  $ipDeleting,
  $ipEditor,
  $ipFieldErrors,
  $ipSaveError,
  $ipSaving,
  $ips,
  $ipsError,
  $ipsStatus,
  AllowedIpsGate,
  type AllowedIpValues,
  type IpEditor,
  allowedIpProblems,
  ipCreateOpened,
  ipDeleteAsked,
  ipDeleteCancelled,
  ipDeleteConfirmed,
  ipEditOpened,
  ipEditorClosed,
  ipSaveSubmitted,
  ipsRetried,
} from '../model/allowed-ips.ts';

function IpForm({ editor }: { editor: IpEditor }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [error, fieldErrors, busy, submit, close] = useUnit([
    $ipSaveError,
    $ipFieldErrors,
    $ipSaving,
    ipSaveSubmitted,
    ipEditorClosed,
  ]);
  const start: AllowedIpValues =
    editor.mode === 'edit'
      ? { name: String(editor.ip.name), ipFrom: editor.ip.ipFrom, ipTo: editor.ip.ipTo, enabled: editor.ip.enabled }
      : { name: '', ipFrom: '', ipTo: '', enabled: true };
  const [values, setValues] = useState(start);
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? allowedIpProblems(values) : { name: null, ipFrom: null, ipTo: null };
  const field = (name: 'name' | 'ipFrom' | 'ipTo') => ({
    name,
    autoComplete: 'off',
    value: values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
    error: problems[name] ? t(`merchantApi.errors.${name}.${problems[name]}`) : (fieldErrors[name] ?? null),
  });
  return (
    <FormDialog
      title={t(editor.mode === 'create' ? 'merchantApi.ips.createTitle' : 'merchantApi.ips.editTitle')}
      formId="merchant-allowed-ip-form"
      submitLabel={t(editor.mode === 'create' ? 'merchantApi.ips.create' : 'merchantApi.ips.save')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit(values);
      }}
      onClose={() => close()}
    >
      <TextField label={t('merchantApi.ips.name')} {...field('name')} />
      <TextField label={t('merchantApi.ips.ipFrom')} placeholder="203.0.113.0" {...field('ipFrom')} />
      <TextField label={t('merchantApi.ips.ipTo')} placeholder="203.0.113.255" {...field('ipTo')} />
      <label className="choice">
        <input
          type="checkbox"
          name="enabled"
          checked={values.enabled}
          onChange={(e) => setValues((v) => ({ ...v, enabled: e.target.checked }))}
        />{' '}
        {t('merchantApi.ips.enabled')}
      </label>
    </FormDialog>
  );
}

/**
 * The allowed IP ranges of "API settings" (spec 3 §3 "Allowed IP", §7 public-api/allowedip): the list, add, edit,
 * delete after a confirmation; a creation whose answer has errors opens the error popup (spec 3 §8).
 */
export function AllowedIpsSection() {
  const { t } = useTranslation();
  const text = useMessageText();
  useGate(AllowedIpsGate);
  const [ips, status, listError, editor, deleting, deleteBusy, deleteError] = useUnit([
    $ips,
    $ipsStatus,
    $ipsError,
    $ipEditor,
    $ipDeleting,
    $ipDeleteBusy,
    $ipDeleteError,
  ]);
  const [retry, openCreate, openEdit, askDelete, cancelDelete, confirmDelete] = useUnit([
    ipsRetried,
    ipCreateOpened,
    ipEditOpened,
    ipDeleteAsked,
    ipDeleteCancelled,
    ipDeleteConfirmed,
  ]);

  return (
    <section className="panel merchant-api-ips" aria-labelledby="merchant-api-ips-title">
      <h2 id="merchant-api-ips-title">{t('merchantApi.ips.title')}</h2>
      <p>{t('merchantApi.ips.intro')}</p>
      <Loadable status={status} error={listError} onRetry={() => retry()} lines={3} shown={ips.length > 0}>
        {() => (
          <>
            <RecordTable
              rows={ips}
              caption={t('merchantApi.ips.title')}
              columns={[
                t('merchantApi.ips.name'),
                t('merchantApi.ips.ipFrom'),
                t('merchantApi.ips.ipTo'),
                t('merchantApi.ips.state'),
              ]}
              actionsLabel={t('merchantApi.actions')}
              empty={t('merchantApi.ips.empty')}
            >
              {(ip) => {
                const name = String(ip.name);
                return (
                  <tr key={ip.id}>
                    <th scope="row">{name}</th>
                    <td>
                      <code>{ip.ipFrom}</code>
                    </td>
                    <td>
                      <code>{ip.ipTo}</code>
                    </td>
                    <td>{t(ip.enabled ? 'merchantApi.on' : 'merchantApi.off')}</td>
                    <RowActions
                      className="merchant-api-actions"
                      actions={[
                        {
                          label: t('merchantApi.ips.edit'),
                          name: t('merchantApi.ips.editOf', { name }),
                          onClick: () => openEdit(ip),
                        },
                        {
                          label: t('merchantApi.ips.delete'),
                          name: t('merchantApi.ips.deleteOf', { name }),
                          onClick: () => askDelete(ip),
                        },
                      ]}
                    />
                  </tr>
                );
              }}
            </RecordTable>
            <Button variant="secondary" onClick={() => openCreate()}>
              {t('merchantApi.ips.createTitle')}
            </Button>
          </>
        )}
      </Loadable>
      {editor ? <IpForm key={editor.mode === 'edit' ? editor.ip.id : 'new'} editor={editor} /> : null}
      {deleting ? (
        <DeleteConfirm
          title={t('merchantApi.ips.deleteTitle')}
          text={t('merchantApi.ips.deleteQuestion', {
            name: String(deleting.name),
            range: `${deleting.ipFrom} – ${deleting.ipTo}`,
          })}
          confirmLabel={t('merchantApi.ips.delete')}
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
