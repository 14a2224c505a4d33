import type { Phone } from '@app/contracts';
import { useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm, useAction } from '../../../entities/profile/index.ts';
import type { Message } from '../../../shared/api/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Button, ErrorWithRetry, TextField } from '../../../shared/ui/index.ts';
import { phoneAddFx, phoneConfirmFx, phoneInput, phoneReplaceFx, phoneVerifyFx } from '../model.ts';

const shown = (p: Pick<Phone, 'countryCode' | 'number'>) => `+${p.countryCode} ${p.number}`;

function PhoneForm({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: { countryCode: string; number: string };
  submitLabel: string;
  busy: boolean;
  error: Message | null;
  onSubmit: (v: { countryCode: string; number: string }) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const [countryCode, setCountryCode] = useState(initial?.countryCode ?? '');
  const [number, setNumber] = useState(initial?.number ?? '');
  const [problems, setProblems] = useState<ReturnType<typeof phoneInput>['problems']>({});
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = phoneInput(countryCode, number);
    setProblems(v.problems);
    if (Object.keys(v.problems).length === 0) onSubmit({ countryCode: v.countryCode, number: v.number });
  };
  return (
    <form className="inline-form" onSubmit={submit} noValidate aria-busy={busy}>
      <TextField
        label={t('profilePage.phones.countryCode')}
        inputMode="tel"
        autoComplete="tel-country-code"
        value={countryCode}
        onChange={(e) => setCountryCode(e.target.value)}
        error={problems.countryCode ? t(`profilePage.phones.${problems.countryCode}`) : null}
      />
      <TextField
        label={t('profilePage.phones.number')}
        inputMode="tel"
        autoComplete="tel-national"
        value={number}
        onChange={(e) => setNumber(e.target.value)}
        error={problems.number ? t(`profilePage.phones.${problems.number}`) : null}
      />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      {onCancel ? (
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      ) : null}
      {error ? <ErrorWithRetry message={text(error)} /> : null}
    </form>
  );
}

function PhoneRow({ phone, onChanged }: { phone: Phone; onChanged: () => void }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const verify = useAction(useUnit(phoneVerifyFx));
  const confirm = useAction(useUnit(phoneConfirmFx));
  const replace = useAction(useUnit(phoneReplaceFx));
  const [codeSent, setCodeSent] = useState(false);
  const [replacing, setReplacing] = useState(false);
  const [done, setDone] = useState(false);
  const error = verify.error ?? confirm.error;

  const sendCode = async () => {
    if (await verify.run({ body: { phoneId: phone.id } })) setCodeSent(true);
  };

  return (
    <li data-testid={`phone-${phone.id}`}>
      <span>{shown(phone)}</span>
      <span className={phone.confirmed ? 'tag tag-ok' : 'tag tag-warning'}>
        {t(phone.confirmed ? 'profilePage.confirmed' : 'profilePage.unconfirmed')}
      </span>
      {phone.primary ? <span className="tag">{t('profilePage.primary')}</span> : null}
      <span className="item-actions">
        {!phone.confirmed ? (
          <Button variant="secondary" disabled={verify.pending} onClick={sendCode}>
            {t('profilePage.phones.sendCode')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => setReplacing((r) => !r)} aria-expanded={replacing}>
          {t('profilePage.replace')}
        </Button>
      </span>
      {codeSent && !phone.confirmed ? (
        <CodeForm
          busy={confirm.pending}
          onSubmit={async (code) => {
            if (await confirm.run({ body: { phoneId: phone.id, code } })) {
              setDone(true);
              onChanged();
            }
          }}
        >
          <p role="status">{t('profilePage.phones.codeSent', { phone: shown(phone) })}</p>
        </CodeForm>
      ) : null}
      {done ? <p role="status">{t('profilePage.phones.confirmedNow')}</p> : null}
      {error ? <ErrorWithRetry message={text(error)} /> : null}
      {replacing ? (
        <PhoneForm
          initial={{ countryCode: String(phone.countryCode), number: String(phone.number) }}
          submitLabel={t('profilePage.save')}
          busy={replace.pending}
          error={replace.error}
          onCancel={() => setReplacing(false)}
          onSubmit={async (v) => {
            if (await replace.run({ body: { phoneId: phone.id, ...v } })) {
              setReplacing(false);
              onChanged();
            }
          }}
        />
      ) : null}
    </li>
  );
}

/** /profile phones: add, replace, send a code (phoneVerify) and confirm it, per phone id. */
export function PhonesSection({ phones, onChanged }: { phones: readonly Phone[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const add = useAction(useUnit(phoneAddFx));
  const [adding, setAdding] = useState(false);
  return (
    <section className="panel" aria-labelledby="phones-title">
      <h2 id="phones-title">{t('profilePage.phones.title')}</h2>
      {phones.length === 0 ? <p className="empty">{t('profilePage.phones.empty')}</p> : null}
      <ul className="item-list">
        {phones.map((p) => (
          <PhoneRow key={p.id} phone={p} onChanged={onChanged} />
        ))}
      </ul>
      {adding ? (
        <PhoneForm
          submitLabel={t('profilePage.phones.add')}
          busy={add.pending}
          error={add.error}
          onCancel={() => setAdding(false)}
          onSubmit={async (v) => {
            if (await add.run({ body: v })) {
              setAdding(false);
              onChanged();
            }
          }}
        />
      ) : (
        <Button variant="secondary" onClick={() => setAdding(true)}>
          {t('profilePage.phones.add')}
        </Button>
      )}
    </section>
  );
}
