import { type CompanyAccessUser, accessRightValues } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type SelectableAccessRight,
  accessRightName,
  PersonFields,
  isSelectableAccessRight,
  noPersonErrors,
  representativePosition,
  selectableAccessRights,
} from '../../../entities/company/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, ErrorWithRetry, LoadStatus, FormDialog, SelectField } from '../../../shared/ui/index.ts';
import {
  $addDraft,
  $addError,
  $busy,
  $error,
  $notice,
  $potentialUsers,
  $status,
  $users,
  type AddValues,
  addClosed,
  addOpened,
  addSubmitted,
  noticeClosed,
  opened,
  rightsChanged,
  validateAdd,
  ManageAccessGate,
} from '../model.ts';

function RightsSelect({
  label,
  hideLabel,
  value,
  onChange,
}: {
  label: string;
  hideLabel?: boolean;
  value: number;
  onChange: (v: SelectableAccessRight) => void;
}) {
  const { t } = useTranslation();
  const options: { id: number; label: string; disabled?: boolean }[] = selectableAccessRights().map((o) => ({
    id: o.value,
    label: t(`accessRights.${o.name}`),
  }));
  // Spec 1 §6: 5 is shown for the authorised user but never offered.
  if (value === accessRightValues.uploading)
    options.unshift({ id: accessRightValues.uploading, label: t('accessRights.uploading'), disabled: true });
  return (
    <SelectField
      label={label}
      hideLabel={hideLabel}
      value={value}
      options={options}
      onChange={(v) => {
        if (isSelectableAccessRight(v)) onChange(v);
      }}
    />
  );
}

function UserRow({ user, busy }: { user: CompanyAccessUser; busy: boolean }) {
  const { t } = useTranslation();
  const change = useUnit(rightsChanged);
  const [draft, setDraft] = useState<number>(user.accessRights);
  const name = `${user.firstName} ${user.lastName}`;
  useEffect(() => setDraft(user.accessRights), [user.accessRights]);
  const current = accessRightName(user.accessRights);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{user.email}</td>
      <td>{user.positionId === undefined ? '' : t(`positions.${representativePosition(user.positionId)}`)}</td>
      <td>{current ? t(`accessRights.${current}`) : String(user.accessRights)}</td>
      <td>
        <span className="row-actions">
          <RightsSelect label={t('companyAccess.rightsFor', { name })} hideLabel value={draft} onChange={setDraft} />
          <Button
            variant="secondary"
            disabled={busy || draft === user.accessRights || draft === accessRightValues.uploading}
            aria-label={t('companyAccess.saveFor', { name })}
            onClick={() => change({ userId: user.userId, accessRights: draft, name })}
          >
            {t('companyAccess.save')}
          </Button>
        </span>
      </td>
    </tr>
  );
}

function AddDialog({ draft }: { draft: Partial<AddValues> }) {
  const { t } = useTranslation();
  const [error, busy, submit, close] = useUnit([$addError, $busy, addSubmitted, addClosed]);
  const [values, setValues] = useState<AddValues>({
    firstName: draft.firstName ?? '',
    lastName: draft.lastName ?? '',
    email: draft.email ?? '',
    accessRights: draft.accessRights ?? accessRightValues.read,
  });
  const [submitted, setSubmitted] = useState(false);
  const errors = submitted ? validateAdd(values) : noPersonErrors;
  const text = useMessageText();
  return (
    <FormDialog
      title={t('companyAccess.addTitle')}
      formId="representative-add"
      submitLabel={t('companyAccess.add')}
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
      <RightsSelect
        label={t('companyAccess.rights')}
        value={values.accessRights}
        onChange={(accessRights) => setValues((v) => ({ ...v, accessRights }))}
      />
    </FormDialog>
  );
}

/** /company-access (manage users): rights per user, potential users, add representative. */
export function ManageAccess() {
  const { t } = useTranslation();
  const [users, potential, status, error, notice, draft, busy] = useUnit([
    $users,
    $potentialUsers,
    $status,
    $error,
    $notice,
    $addDraft,
    $busy,
  ]);
  const [open, openAdd, closeNotice] = useUnit([opened, addOpened, noticeClosed]);
  useGate(ManageAccessGate);
  const text = useMessageText();

  return (
    <>
      {notice ? (
        <Alert tone="info">
          <p>
            {notice.kind === 'rightsUpdated'
              ? t('companyAccess.rightsUpdated', { name: notice.name })
              : t('companyAccess.representativeAdded', { email: notice.email })}
          </p>
          <Button variant="secondary" onClick={() => closeNotice()}>
            {t('common.ok')}
          </Button>
        </Alert>
      ) : null}
      {error ? (
        <ErrorWithRetry
          message={text(error)}
          retryLabel={t('common.retry')}
          onRetry={status === 'failed' ? () => open() : null}
        />
      ) : null}
      <section className="panel" aria-labelledby="company-access-users">
        <h2 id="company-access-users">{t('companyAccess.users')}</h2>
        {/* the error (with its retry) is shown above, for the whole screen */}
        <LoadStatus
          status={status}
          error={null}
          onRetry={() => open()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
        >
          {() =>
            users.length === 0 ? (
              <p className="empty">{t('companyAccess.empty')}</p>
            ) : (
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t('companyAccess.name')}</th>
                    <th scope="col">{t('companyAccess.email')}</th>
                    <th scope="col">{t('companyAccess.position')}</th>
                    <th scope="col">{t('companyAccess.rights')}</th>
                    <th scope="col">{t('companyAccess.change')}</th>
                  </tr>
                </thead>
                <tbody>
                  {users.map((u) => (
                    <UserRow key={u.userId} user={u} busy={busy} />
                  ))}
                </tbody>
              </table>
            )
          }
        </LoadStatus>
        <Button variant="secondary" onClick={() => openAdd()}>
          {t('companyAccess.addTitle')}
        </Button>
      </section>
      {status === 'ready' && potential.length > 0 ? (
        <section className="panel" aria-labelledby="company-access-potential">
          <h2 id="company-access-potential">{t('companyAccess.potentialUsers')}</h2>
          <ul className="plain-list">
            {potential.map((p) => {
              const name = `${p.firstName} ${p.lastName}`;
              return (
                <li key={p.personId}>
                  <span>
                    {name} ({p.email})
                  </span>{' '}
                  <Button
                    variant="link"
                    aria-label={t('companyAccess.giveAccessTo', { name })}
                    onClick={() => openAdd({ firstName: p.firstName, lastName: p.lastName, email: p.email })}
                  >
                    {t('companyAccess.giveAccess')}
                  </Button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {draft ? <AddDialog draft={draft} /> : null}
    </>
  );
}
