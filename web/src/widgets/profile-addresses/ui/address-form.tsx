import { countriesGet, statesGet } from '@app/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import type { Message } from '../../../shared/api/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Button, ErrorWithRetry, TextField } from '../../../shared/ui/index.ts';
import { type AddressField, type AddressForm, addressKinds, addressPayload } from '../model.ts';

export function AddressFormFields({
  initial,
  submitLabel,
  busy,
  error,
  onSubmit,
  onCancel,
}: {
  initial?: Partial<AddressForm>;
  submitLabel: string;
  busy: boolean;
  error: Message | null;
  onSubmit: (body: Record<string, string | number>) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
  const id = useId();
  const [f, setF] = useState<AddressForm>({
    kind: 1,
    address1: '',
    address2: '',
    city: '',
    postalCode: '',
    countryCode: '',
    stateCode: '',
    ...initial,
  });
  const [missing, setMissing] = useState<AddressField[]>([]);
  const countries = useDictionary(countriesGet);
  const states = useDictionary(statesGet, f.countryCode ? { countryCode: f.countryCode } : null);
  const set = (patch: Partial<AddressForm>) => setF((x) => ({ ...x, ...patch }));
  const req = (k: AddressField) => (missing.includes(k) ? t('profilePage.required') : null);
  const stateList = states.data?.states ?? [];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const r = addressPayload(f);
    if (!r.ok) return setMissing(r.missing);
    setMissing([]);
    onSubmit(r.body);
  };

  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={busy}>
      <div className="field">
        <label htmlFor={`${id}-kind`}>{t('profilePage.addresses.kind')}</label>
        <select id={`${id}-kind`} value={f.kind} onChange={(e) => set({ kind: Number(e.target.value) })}>
          {addressKinds.map((k) => (
            <option key={k} value={k}>
              {t(`profilePage.addresses.kinds.${k}`)}
            </option>
          ))}
        </select>
      </div>
      <TextField
        label={t('profilePage.addresses.address1')}
        autoComplete="address-line1"
        value={f.address1}
        onChange={(e) => set({ address1: e.target.value })}
        error={req('address1')}
      />
      <TextField
        label={t('profilePage.addresses.address2')}
        autoComplete="address-line2"
        value={f.address2}
        onChange={(e) => set({ address2: e.target.value })}
      />
      <TextField
        label={t('profilePage.addresses.city')}
        autoComplete="address-level2"
        value={f.city}
        onChange={(e) => set({ city: e.target.value })}
        error={req('city')}
      />
      <TextField
        label={t('profilePage.addresses.postalCode')}
        autoComplete="postal-code"
        value={f.postalCode}
        onChange={(e) => set({ postalCode: e.target.value })}
        error={req('postalCode')}
      />
      <div className={req('countryCode') ? 'field field-invalid' : 'field'}>
        <label htmlFor={`${id}-country`}>{t('profilePage.addresses.country')}</label>
        <select
          id={`${id}-country`}
          value={f.countryCode}
          aria-invalid={req('countryCode') ? true : undefined}
          onChange={(e) => set({ countryCode: e.target.value, stateCode: '' })}
        >
          <option value="">{t('documents.choose')}</option>
          {(countries.data?.countries ?? []).map((c) => (
            <option key={c.code} value={c.code}>
              {c.name}
            </option>
          ))}
          {f.countryCode && !countries.data?.countries.some((c) => c.code === f.countryCode) ? (
            <option value={f.countryCode}>{f.countryCode}</option>
          ) : null}
        </select>
        {req('countryCode') ? <p className="field-error">{req('countryCode')}</p> : null}
      </div>
      {states.status === 'failed' ? (
        <>
          <p className="hint">{t('profilePage.addresses.statesFailed')}</p>
          <TextField
            label={t('profilePage.addresses.state')}
            value={f.stateCode}
            onChange={(e) => set({ stateCode: e.target.value })}
          />
        </>
      ) : stateList.length > 0 ? (
        <div className="field">
          <label htmlFor={`${id}-state`}>{t('profilePage.addresses.state')}</label>
          <select id={`${id}-state`} value={f.stateCode} onChange={(e) => set({ stateCode: e.target.value })}>
            <option value="">{t('documents.choose')}</option>
            {stateList.map((s) => (
              <option key={String(s.code)} value={String(s.code)}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {error ? <ErrorWithRetry message={text(error)} /> : null}
      <div className="inline-form">
        <Button type="submit" disabled={busy}>
          {submitLabel}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
