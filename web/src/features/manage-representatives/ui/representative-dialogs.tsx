import type { Representative } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { PersonFields, noPersonErrors } from '../../../entities/company/index.ts';
import { Alert, Button, ConfirmDialog, FormDialog, SelectField } from '../../../shared/ui/index.ts';
import {
  $busy,
  $deleteError,
  $deleting,
  $editError,
  $editing,
  $mayChange,
  $notice,
  type EditValues,
  ManageRepresentativesGate,
  deleteAsked,
  deleteCanceled,
  deleteConfirmed,
  editClosed,
  editOpened,
  editSubmitted,
  noticeClosed,
  positionOptions,
  validateEdit,
} from '../model.ts';

/** Edit and Delete of one representative, for a row of the company's lists; nothing without full access. */
export function RepresentativeActions({ rep }: { rep: Representative }) {
  const { t } = useTranslation();
  const [mayChange, busy, edit, ask] = useUnit([$mayChange, $busy, editOpened, deleteAsked]);
  if (!mayChange) return null;
  const name = `${rep.firstName} ${rep.lastName}`;
  return (
    <span className="row-actions">
      <Button
        variant="secondary"
        disabled={busy}
        aria-label={t('representatives.editFor', { name })}
        onClick={() => edit(rep)}
      >
        {t('representatives.edit')}
      </Button>
      <Button
        variant="secondary"
        disabled={busy}
        aria-label={t('representatives.deleteFor', { name })}
        onClick={() => ask(rep)}
      >
        {t('representatives.delete')}
      </Button>
    </span>
  );
}

function EditDialog({ rep }: { rep: Representative }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [error, busy, submit, close] = useUnit([$editError, $busy, editSubmitted, editClosed]);
  const [values, setValues] = useState<EditValues>({
    firstName: rep.firstName,
    lastName: rep.lastName,
    email: rep.email,
    positionId: rep.positionId,
  });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateEdit(values) : noPersonErrors;
  return (
    <FormDialog
      title={t('representatives.editTitle', { name: `${rep.firstName} ${rep.lastName}` })}
      formId="representative-edit"
      submitLabel={t('representatives.save')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={() => {
        setSubmitted(true);
        submit(values);
      }}
      onClose={() => close()}
    >
      <PersonFields values={values} errors={errors} onChange={(k, v) => setValues((vs) => ({ ...vs, [k]: v }))} />
      <SelectField
        label={t('companyAccess.position')}
        value={values.positionId}
        options={positionOptions(rep.positionId).map((o) => ({ id: o.id, label: t(`positions.${o.role}`) }))}
        onChange={(positionId) => setValues((v) => ({ ...v, positionId }))}
      />
    </FormDialog>
  );
}

/** The edit dialog, the delete confirmation and the success notice; once per screen that lists representatives. */
export function RepresentativeDialogs() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [editing, deleting, deleteError, notice, busy] = useUnit([$editing, $deleting, $deleteError, $notice, $busy]);
  const [confirm, cancel, closeNotice] = useUnit([deleteConfirmed, deleteCanceled, noticeClosed]);
  useGate(ManageRepresentativesGate);
  return (
    <>
      {notice ? (
        <Alert tone="info">
          <p>{t(`representatives.${notice.kind}`, { name: notice.name })}</p>
          <Button variant="secondary" onClick={() => closeNotice()}>
            {t('common.ok')}
          </Button>
        </Alert>
      ) : null}
      {editing ? <EditDialog key={editing.id} rep={editing} /> : null}
      {deleting ? (
        <ConfirmDialog
          title={t('representatives.deleteTitle')}
          text={t('representatives.deleteQuestion', { name: `${deleting.firstName} ${deleting.lastName}` })}
          confirmLabel={t('representatives.delete')}
          cancelLabel={t('common.cancel')}
          busy={busy || deleteError !== null}
          onConfirm={() => confirm()}
          onCancel={() => cancel()}
        >
          {deleteError ? (
            <Alert>
              <p>{text(deleteError)}</p>
            </Alert>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
