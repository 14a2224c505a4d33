import { type SavedButton, buttonCurrencies, buttonEmbedSnippet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { formatMoney } from '../../../shared/lib/index.ts';
import { Button, Dialog, FormDialog, SelectField, TextField } from '../../../shared/ui/index.ts';
import { DeleteConfirm, RecordTable, RowActions } from '../../../shared/ui/record-list.tsx';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import {
  $buttonNotice,
  $buttons,
  $buttonsError,
  $buttonsStatus,
  $deleteError,
  $deleteTarget,
  $deleting,
  $form,
  $formBusy,
  $formError,
  $snippetOf,
  type ButtonCurrency,
  type ButtonForm,
  type ButtonFormValues,
  SavedButtonsGate,
  buttonFormProblems,
  buttonValuesOf,
  buttonsRetried,
  createOpened,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
  editOpened,
  emptyButton,
  formClosed,
  formSubmitted,
  snippetClosed,
  snippetOpened,
} from '../model.ts';
import { useCopy } from '../../../shared/ui/secret-key.tsx';
import './merchant-buttons.css';

function ButtonFormDialog({ form }: { form: ButtonForm }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [busy, error, submit, close] = useUnit([$formBusy, $formError, formSubmitted, formClosed]);
  const [values, setValues] = useState<ButtonFormValues>(() =>
    form.mode === 'edit' ? buttonValuesOf(form.button) : emptyButton,
  );
  const [submitted, setSubmitted] = useState(false);
  const problems = submitted ? buttonFormProblems(values) : {};
  const set = (patch: Partial<ButtonFormValues>) => setValues((v) => ({ ...v, ...patch }));
  const errorText = (field: keyof typeof problems) => {
    const p = problems[field];
    if (!p) return null;
    if (field === 'returnUrl' || field === 'cancelUrl') return t('merchantButtons.buttons.errors.url');
    return t(`merchantButtons.buttons.errors.${field}.${p}` as 'merchantButtons.buttons.errors.name.required');
  };
  return (
    <FormDialog
      title={form.mode === 'edit' ? t('merchantButtons.buttons.editTitle') : t('merchantButtons.buttons.createTitle')}
      formId="merchant-button-form"
      submitLabel={t('merchantButtons.buttons.save')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit(values);
      }}
      onClose={() => close()}
    >
      <TextField
        label={t('merchantButtons.buttons.name')}
        name="name"
        autoComplete="off"
        value={values.name}
        onChange={(e) => set({ name: e.target.value })}
        error={errorText('name')}
      />
      <div className="merchant-buttons-amount">
        <TextField
          label={t('merchantButtons.buttons.amount')}
          name="amount"
          inputMode="decimal"
          autoComplete="off"
          placeholder="19.99"
          value={values.amount}
          onChange={(e) => set({ amount: e.target.value })}
          error={errorText('amount')}
        />
        <SelectField<ButtonCurrency>
          label={t('merchantButtons.buttons.currency')}
          name="currencyCode"
          options={buttonCurrencies.map((c) => ({ id: c, label: c }))}
          value={values.currencyCode}
          onChange={(currencyCode) => set({ currencyCode })}
        />
      </div>
      <TextField
        label={t('merchantButtons.buttons.description')}
        name="description"
        autoComplete="off"
        value={values.description}
        onChange={(e) => set({ description: e.target.value })}
        error={errorText('description')}
      />
      <TextField
        label={t('merchantButtons.buttons.returnUrl')}
        name="returnUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/thanks"
        value={values.returnUrl}
        onChange={(e) => set({ returnUrl: e.target.value })}
        error={errorText('returnUrl')}
      />
      <TextField
        label={t('merchantButtons.buttons.cancelUrl')}
        name="cancelUrl"
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://example.com/cart"
        value={values.cancelUrl}
        onChange={(e) => set({ cancelUrl: e.target.value })}
        error={errorText('cancelUrl')}
      />
      <SelectField<1 | 2>
        label={t('merchantButtons.buttons.status')}
        name="statusId"
        options={[
          { id: 1, label: t('merchantButtons.buttons.statuses.active') },
          { id: 2, label: t('merchantButtons.buttons.statuses.inactive') },
        ]}
        value={values.statusId}
        onChange={(statusId) => set({ statusId })}
      />
    </FormDialog>
  );
}

function SnippetDialog({ button }: { button: SavedButton }) {
  const { t } = useTranslation();
  const close = useUnit(snippetClosed);
  const snippet = buttonEmbedSnippet(button, window.location.origin);
  const [copied, copy] = useCopy();
  const codeId = useId();
  return (
    <Dialog
      title={t('merchantButtons.buttons.snippetTitle', { name: String(button.name) })}
      onClose={() => close()}
      actions={
        <>
          <Button variant="secondary" onClick={() => copy(snippet)}>
            {t('merchantButtons.copy')}
          </Button>
          <Button onClick={() => close()}>{t('merchantButtons.close')}</Button>
        </>
      }
    >
      <p id={codeId}>{t('merchantButtons.buttons.snippetIntro')}</p>
      <pre className="merchant-buttons-snippet" aria-describedby={codeId} data-testid="button-snippet">
        <code>{snippet}</code>
      </pre>
      <p role="status">
        {copied === 'ok' ? t('merchantButtons.copied') : copied === 'failed' ? t('merchantButtons.copyFailed') : ''}
      </p>
    </Dialog>
  );
}

/**
 * /merchant/buttons/my_saved_buttons (spec 3 §2; §7 "Saved button list, get, create, update, delete"): the merchant's
 * buttons, a new one or a change in a form dialog, delete after a confirmation, each button's embed code with copy.
 */
export function SavedButtonsPage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  useGate(SavedButtonsGate);
  const [buttons, status, error, form, notice, target, deleting, deleteError, snippetOf] = useUnit([
    $buttons,
    $buttonsStatus,
    $buttonsError,
    $form,
    $buttonNotice,
    $deleteTarget,
    $deleting,
    $deleteError,
    $snippetOf,
  ]);
  const [retry, create, edit, ask, cancel, confirm, showSnippet] = useUnit([
    buttonsRetried,
    createOpened,
    editOpened,
    deleteAsked,
    deleteCancelled,
    deleteConfirmed,
    snippetOpened,
  ]);
  return (
    <MerchantLayout title={t('merchantButtons.buttons.title')}>
      <p>{t('merchantButtons.buttons.intro')}</p>
      <p role="status">{notice ? t(`merchantButtons.buttons.notices.${notice}`) : ''}</p>
      <Loadable status={status} error={error} onRetry={() => retry()} lines={4} shown={buttons !== null}>
        {() => (
          <>
            <RecordTable
              rows={buttons}
              caption={t('merchantButtons.buttons.title')}
              columns={[
                t('merchantButtons.buttons.name'),
                t('merchantButtons.buttons.amount'),
                t('merchantButtons.buttons.status'),
              ]}
              actionsLabel={t('merchantButtons.actions')}
              empty={t('merchantButtons.buttons.empty')}
              className="merchant-buttons-table"
            >
              {(b) => {
                const name = String(b.name);
                return (
                  <tr key={b.id}>
                    <td>
                      {name}
                      {b.description ? <span className="merchant-buttons-muted">{b.description}</span> : null}
                    </td>
                    <td>{formatMoney(b.amount, b.currencyCode, i18n.language)}</td>
                    <td>
                      {b.statusId === 2
                        ? t('merchantButtons.buttons.statuses.inactive')
                        : t('merchantButtons.buttons.statuses.active')}
                    </td>
                    <RowActions
                      className="merchant-buttons-row-actions"
                      actions={[
                        {
                          label: t('merchantButtons.buttons.embed'),
                          name: t('merchantButtons.buttons.embedLabel', { name }),
                          onClick: () => showSnippet(b),
                        },
                        {
                          label: t('merchantButtons.edit'),
                          name: t('merchantButtons.editLabel', { name }),
                          onClick: () => edit(b),
                        },
                        {
                          label: t('merchantButtons.delete'),
                          name: t('merchantButtons.deleteLabel', { name }),
                          onClick: () => ask(b),
                        },
                      ]}
                    />
                  </tr>
                );
              }}
            </RecordTable>
            <Button onClick={() => create()}>{t('merchantButtons.buttons.create')}</Button>
          </>
        )}
      </Loadable>
      {form ? <ButtonFormDialog form={form} /> : null}
      {snippetOf ? <SnippetDialog button={snippetOf} /> : null}
      {target ? (
        <DeleteConfirm
          title={t('merchantButtons.buttons.deleteTitle')}
          text={t('merchantButtons.buttons.deleteQuestion', { name: String(target.name) })}
          confirmLabel={t('merchantButtons.delete')}
          cancelLabel={t('common.cancel')}
          busy={deleting}
          error={deleteError ? text(deleteError) : null}
          onConfirm={() => confirm()}
          onCancel={() => cancel()}
        />
      ) : null}
    </MerchantLayout>
  );
}
