import type { Email } from '@app/contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm, useAction } from '../../../entities/profile/index.ts';
import { emailProblem } from '../../../shared/lib/index.ts';
import { Button, ConfirmDialog, ErrorWithRetry, TextField } from '../../../shared/ui/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { emailAddFx, emailConfirmFx, emailDeleteFx, emailSetPrimaryFx } from '../model.ts';

function EmailRow({ email, onChanged }: { email: Email; onChanged: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const confirm = useAction(useUnit(emailConfirmFx));
  const remove = useAction(useUnit(emailDeleteFx));
  const primary = useAction(useUnit(emailSetPrimaryFx));
  const [asking, setAsking] = useState(false);
  const error = confirm.error ?? primary.error ?? remove.error;

  return (
    <li data-testid={`email-${email.id}`}>
      <span>{email.email}</span>
      <span className={email.confirmed ? 'tag tag-ok' : 'tag tag-warning'}>
        {t(email.confirmed ? 'profilePage.confirmed' : 'profilePage.unconfirmed')}
      </span>
      {email.primary ? <span className="tag">{t('profilePage.primary')}</span> : null}
      <span className="item-actions">
        {email.confirmed && !email.primary ? (
          <Button
            variant="secondary"
            disabled={primary.pending}
            onClick={async () => {
              if (await primary.run({ body: { emailId: email.id } })) onChanged();
            }}
          >
            {t('profilePage.emails.setPrimary')}
          </Button>
        ) : null}
        {!email.primary ? (
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('profilePage.delete')}
          </Button>
        ) : null}
      </span>
      {!email.confirmed ? (
        <CodeForm
          busy={confirm.pending}
          onSubmit={async (code) => {
            if (await confirm.run({ body: { emailId: email.id, code } })) onChanged();
          }}
        >
          <p>{t('profilePage.emails.codeSent', { email: email.email })}</p>
        </CodeForm>
      ) : null}
      {error ? <ErrorWithRetry message={text(error)} /> : null}
      {asking ? (
        <ConfirmDialog
          title={t('profilePage.emails.deleteTitle', { email: email.email })}
          confirmLabel={t('profilePage.delete')}
          cancelLabel={t('common.cancel')}
          busy={remove.pending}
          onConfirm={() =>
            void remove.run({ body: { emailId: email.id } }).then((done) => {
              setAsking(false);
              if (done) onChanged();
            })
          }
          onCancel={() => setAsking(false)}
        />
      ) : null}
    </li>
  );
}

/** /profile e-mails: add (a code is sent), confirm with the code, delete, set primary. */
export function EmailsSection({ emails, onChanged }: { emails: readonly Email[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const add = useAction(useUnit(emailAddFx));
  const [adding, setAdding] = useState(false);
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim();
    if (!v || emailProblem(v) !== null) return setProblem(t('profilePage.emails.invalid'));
    setProblem(null);
    if (await add.run({ body: { email: v } })) {
      setValue('');
      setAdding(false);
      onChanged();
    }
  };

  return (
    <section className="panel" aria-labelledby="emails-title">
      <h2 id="emails-title">{t('profilePage.emails.title')}</h2>
      {emails.length === 0 ? <p className="empty">{t('profilePage.emails.empty')}</p> : null}
      <ul className="item-list">
        {emails.map((e) => (
          <EmailRow key={e.id} email={e} onChanged={onChanged} />
        ))}
      </ul>
      {adding ? (
        <form className="inline-form" onSubmit={submit} noValidate aria-busy={add.pending}>
          <TextField
            label={t('profilePage.emails.email')}
            type="email"
            autoComplete="email"
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={problem}
          />
          <Button type="submit" disabled={add.pending}>
            {t('profilePage.emails.add')}
          </Button>
          <Button variant="secondary" onClick={() => setAdding(false)}>
            {t('common.cancel')}
          </Button>
          {add.error ? <ErrorWithRetry message={text(add.error)} /> : null}
        </form>
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('profilePage.emails.add')}
        </Button>
      )}
    </section>
  );
}
