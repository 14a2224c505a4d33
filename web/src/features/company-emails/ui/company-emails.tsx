import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { emailProblem } from '../../../shared/lib/index.ts';
import { Alert, Button, Dialog, TextField } from '../../../shared/ui/index.ts';
import {
  $addError,
  $addedCount,
  $busy,
  $deleting,
  $emails,
  $error,
  $notice,
  $status,
  addSubmitted,
  deleteCanceled,
  deleteClicked,
  deleteConfirmed,
  noticeClosed,
  opened,
  CompanyEmailsGate,
} from '../model.ts';

function AddForm() {
  const { t } = useTranslation();
  const [error, busy, added, submit] = useUnit([$addError, $busy, $addedCount, addSubmitted]);
  const [email, setEmail] = useState('');
  const [submitted, setSubmitted] = useState(false);
  useEffect(() => {
    if (added > 0) {
      setEmail('');
      setSubmitted(false);
    }
  }, [added]);
  const problem = submitted ? emailProblem(email) : null;
  const text = useMessageText();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    submit(email);
  };
  return (
    <form className="form" noValidate onSubmit={onSubmit}>
      <TextField
        label={t('companyEmails.newEmail')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={
          problem === 'required'
            ? t('login.emailRequired')
            : problem === 'invalid'
              ? t('login.emailInvalid')
              : error
                ? text(error)
                : null
        }
      />
      <Button type="submit" disabled={busy}>
        {t('companyEmails.add')}
      </Button>
    </form>
  );
}

/** /company-emails (payment emails): list, add, delete after a confirmation. */
export function CompanyEmails() {
  const { t } = useTranslation();
  const [emails, status, error, notice, deleting, busy] = useUnit([
    $emails,
    $status,
    $error,
    $notice,
    $deleting,
    $busy,
  ]);
  const [open, remove, confirm, cancel, closeNotice] = useUnit([
    opened,
    deleteClicked,
    deleteConfirmed,
    deleteCanceled,
    noticeClosed,
  ]);
  useGate(CompanyEmailsGate);
  return (
    <section className="panel" aria-labelledby="company-emails-title">
      <h1 id="company-emails-title">{t('companyEmails.title')}</h1>
      {notice ? (
        <Alert tone="info">
          <p>{t(`companyEmails.${notice.kind}`, { email: notice.email })}</p>
          <Button variant="secondary" onClick={() => closeNotice()}>
            {t('common.ok')}
          </Button>
        </Alert>
      ) : null}
      <Loadable status={status} error={error} onRetry={() => open()} lines={3}>
        {() =>
          emails.length === 0 ? (
            <p className="empty">{t('companyEmails.empty')}</p>
          ) : (
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('companyEmails.email')}</th>
                  <th scope="col">{t('companyEmails.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('ipWhitelist.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {emails.map((e) => (
                  <tr key={e.id}>
                    <td>{e.email}</td>
                    <td>{e.confirmed ? t('companyEmails.confirmed') : t('companyEmails.unconfirmed')}</td>
                    <td>
                      <Button
                        variant="link"
                        disabled={busy}
                        aria-label={t('companyEmails.deleteFor', { email: e.email })}
                        onClick={() => remove(e)}
                      >
                        {t('companyEmails.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </Loadable>
      {status === 'ready' ? <AddForm /> : null}
      {deleting ? (
        <Dialog
          title={t('companyEmails.confirmTitle')}
          onClose={() => cancel()}
          actions={
            <>
              <Button variant="secondary" onClick={() => cancel()}>
                {t('common.cancel')}
              </Button>
              <Button disabled={busy} onClick={() => confirm()}>
                {t('companyEmails.delete')}
              </Button>
            </>
          }
        >
          <p>{t('companyEmails.confirmText', { email: deleting.email })}</p>
        </Dialog>
      ) : null}
    </section>
  );
}
