import type { Email } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from '../../../entities/profile/index.ts';
import { Button, ConfirmDialog, ErrorWithRetry, TextField } from '../../../shared/ui/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import {
  $adding,
  $deleteAsked,
  EmailsSectionGate,
  NEW_EMAIL,
  addClosed,
  addMutation,
  addOpened,
  addSubmitted,
  codeSubmitted,
  confirmMutation,
  deleteAsked,
  deleteCanceled,
  deleteConfirmed,
  deleteMutation,
  emailToAdd,
  setPrimaryClicked,
  setPrimaryMutation,
} from '../model.ts';
import { UsernameRequests } from './username-requests.tsx';

function EmailRow({ email }: { email: Email }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const key = String(email.id);
  const [confirming, confirmErrors, deleting, deleteErrors, settingPrimary, primaryErrors, askedFor] = useUnit([
    confirmMutation.$pendingKeys,
    confirmMutation.$errors,
    deleteMutation.$pendingKeys,
    deleteMutation.$errors,
    setPrimaryMutation.$pendingKeys,
    setPrimaryMutation.$errors,
    $deleteAsked,
  ]);
  const [submitCode, setPrimary, ask, cancel, remove] = useUnit([
    codeSubmitted,
    setPrimaryClicked,
    deleteAsked,
    deleteCanceled,
    deleteConfirmed,
  ]);
  const error = confirmErrors[key] ?? primaryErrors[key] ?? deleteErrors[key] ?? null;

  return (
    <li data-testid={`email-${email.id}`}>
      <span>{email.email}</span>
      <span className={email.confirmed ? 'tag tag-ok' : 'tag tag-warning'}>
        {t(email.confirmed ? 'profilePage.confirmed' : 'profilePage.unconfirmed')}
      </span>
      {email.primary ? <span className="tag">{t('profilePage.primary')}</span> : null}
      <span className="item-actions">
        {email.confirmed && !email.primary ? (
          <Button variant="secondary" disabled={settingPrimary.includes(key)} onClick={() => setPrimary(email.id)}>
            {t('profilePage.emails.setPrimary')}
          </Button>
        ) : null}
        {!email.primary ? (
          <Button variant="secondary" onClick={() => ask(email.id)}>
            {t('profilePage.delete')}
          </Button>
        ) : null}
      </span>
      {!email.confirmed ? (
        <CodeForm busy={confirming.includes(key)} onSubmit={(code) => submitCode({ emailId: email.id, code })}>
          <p>{t('profilePage.emails.codeSent', { email: email.email })}</p>
        </CodeForm>
      ) : null}
      {error ? <ErrorWithRetry message={text(error)} /> : null}
      {askedFor === email.id ? (
        <ConfirmDialog
          title={t('profilePage.emails.deleteTitle', { email: email.email })}
          confirmLabel={t('profilePage.delete')}
          cancelLabel={t('common.cancel')}
          busy={deleting.includes(key)}
          onConfirm={() => remove(email.id)}
          onCancel={() => cancel()}
        />
      ) : null}
    </li>
  );
}

/** The add form: what is typed stays here until it is sent; a refusal keeps it. */
function AddEmailForm() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [busyKeys, errors, submit, close] = useUnit([
    addMutation.$pendingKeys,
    addMutation.$errors,
    addSubmitted,
    addClosed,
  ]);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = busyKeys.includes(NEW_EMAIL);
  const error = errors[NEW_EMAIL] ?? null;

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (emailToAdd(value) === null) return setProblem(t('profilePage.emails.invalid'));
    setProblem(null);
    submit(value);
  };

  return (
    <form className="inline-form" onSubmit={onSubmit} noValidate aria-busy={busy}>
      <TextField
        label={t('profilePage.emails.email')}
        type="email"
        autoComplete="email"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={problem}
      />
      <Button type="submit" disabled={busy}>
        {t('profilePage.emails.add')}
      </Button>
      <Button variant="secondary" onClick={() => close()}>
        {t('common.cancel')}
      </Button>
      {error ? <ErrorWithRetry message={text(error)} /> : null}
    </form>
  );
}

/** /profile e-mails: add (a code is sent), confirm with the code, delete, set primary. */
export function EmailsSection({ emails }: { emails: readonly Email[] }) {
  const { t } = useTranslation();
  useGate(EmailsSectionGate);
  const [adding, open] = useUnit([$adding, addOpened]);

  return (
    <section className="panel" aria-labelledby="emails-title">
      <h2 id="emails-title">{t('profilePage.emails.title')}</h2>
      {emails.length === 0 ? <p className="empty">{t('profilePage.emails.empty')}</p> : null}
      <ul className="item-list">
        {emails.map((e) => (
          <EmailRow key={e.id} email={e} />
        ))}
      </ul>
      {adding ? (
        <AddEmailForm />
      ) : (
        <Button variant="secondary" onClick={() => open()}>
          {t('profilePage.emails.add')}
        </Button>
      )}
      <UsernameRequests />
    </section>
  );
}
