import type { Phone } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from '../../../entities/profile/index.ts';
import type { Message } from '../../../shared/api/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Button, ErrorWithRetry, TextField } from '../../../shared/ui/index.ts';
import {
  $adding,
  $codeSent,
  $confirmedNow,
  $replacing,
  NEW_PHONE,
  PhonesSectionGate,
  addClosed,
  addMutation,
  addOpened,
  addSubmitted,
  codeRequested,
  codeSubmitted,
  confirmMutation,
  phoneInput,
  replaceClosed,
  replaceMutation,
  replaceSubmitted,
  replaceToggled,
  verifyMutation,
} from '../model.ts';

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

function PhoneRow({ phone }: { phone: Phone }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const key = String(phone.id);
  const [verifying, verifyErrors, confirming, confirmErrors, replacingBusy, replaceErrors] = useUnit([
    verifyMutation.$pendingKeys,
    verifyMutation.$errors,
    confirmMutation.$pendingKeys,
    confirmMutation.$errors,
    replaceMutation.$pendingKeys,
    replaceMutation.$errors,
  ]);
  const [replacingIds, codeSentIds, confirmedNowIds] = useUnit([$replacing, $codeSent, $confirmedNow]);
  const [requestCode, submitCode, toggleReplace, closeReplace, submitReplace] = useUnit([
    codeRequested,
    codeSubmitted,
    replaceToggled,
    replaceClosed,
    replaceSubmitted,
  ]);
  const replacing = replacingIds.includes(phone.id);
  const error = verifyErrors[key] ?? confirmErrors[key] ?? null;

  return (
    <li data-testid={`phone-${phone.id}`}>
      <span>{shown(phone)}</span>
      <span className={phone.confirmed ? 'tag tag-ok' : 'tag tag-warning'}>
        {t(phone.confirmed ? 'profilePage.confirmed' : 'profilePage.unconfirmed')}
      </span>
      {phone.primary ? <span className="tag">{t('profilePage.primary')}</span> : null}
      <span className="item-actions">
        {!phone.confirmed ? (
          <Button variant="secondary" disabled={verifying.includes(key)} onClick={() => requestCode(phone.id)}>
            {t('profilePage.phones.sendCode')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={() => toggleReplace(phone.id)} aria-expanded={replacing}>
          {t('profilePage.replace')}
        </Button>
      </span>
      {codeSentIds.includes(phone.id) && !phone.confirmed ? (
        <CodeForm busy={confirming.includes(key)} onSubmit={(code) => submitCode({ phoneId: phone.id, code })}>
          <p role="status">{t('profilePage.phones.codeSent', { phone: shown(phone) })}</p>
        </CodeForm>
      ) : null}
      {confirmedNowIds.includes(phone.id) ? <p role="status">{t('profilePage.phones.confirmedNow')}</p> : null}
      {error ? <ErrorWithRetry message={text(error)} /> : null}
      {replacing ? (
        <PhoneForm
          initial={{ countryCode: String(phone.countryCode), number: String(phone.number) }}
          submitLabel={t('profilePage.save')}
          busy={replacingBusy.includes(key)}
          error={replaceErrors[key] ?? null}
          onCancel={() => closeReplace(phone.id)}
          onSubmit={(v) => submitReplace({ phoneId: phone.id, ...v })}
        />
      ) : null}
    </li>
  );
}

/** /profile phones: add, replace, send a code (phoneVerify) and confirm it, per phone id. */
export function PhonesSection({ phones }: { phones: readonly Phone[] }) {
  const { t } = useTranslation();
  useGate(PhonesSectionGate);
  const [adding, addBusy, addErrors, open, close, submit] = useUnit([
    $adding,
    addMutation.$pendingKeys,
    addMutation.$errors,
    addOpened,
    addClosed,
    addSubmitted,
  ]);
  return (
    <section className="panel" aria-labelledby="phones-title">
      <h2 id="phones-title">{t('profilePage.phones.title')}</h2>
      {phones.length === 0 ? <p className="empty">{t('profilePage.phones.empty')}</p> : null}
      <ul className="item-list">
        {phones.map((p) => (
          <PhoneRow key={p.id} phone={p} />
        ))}
      </ul>
      {adding ? (
        <PhoneForm
          submitLabel={t('profilePage.phones.add')}
          busy={addBusy.includes(NEW_PHONE)}
          error={addErrors[NEW_PHONE] ?? null}
          onCancel={() => close()}
          onSubmit={(v) => submit(v)}
        />
      ) : (
        <Button variant="secondary" onClick={() => open()}>
          {t('profilePage.phones.add')}
        </Button>
      )}
    </section>
  );
}
