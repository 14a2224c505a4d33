import { countriesGet, statesGet } from '@app/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import type { Message } from '../../../shared/api/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Button, CountryComboBox, ErrorWithRetry, SelectField, TextField } from '../../../shared/ui/index.ts';
import { type AddressBody, type AddressField, type AddressForm, addressKinds, addressPayload } from '../model.ts';

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
  onSubmit: (body: AddressBody) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const text = useMessageText();
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
      <SelectField
        label={t('profilePage.addresses.kind')}
        value={f.kind}
        onChange={(kind) => set({ kind })}
        options={addressKinds.map((k) => ({ id: k, label: t(`profilePage.addresses.kinds.${k}`) }))}
      />
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
      <CountryComboBox
        label={t('profilePage.addresses.country')}
        countries={countries.data?.countries ?? []}
        showListLabel={t('common.showCountries')}
        value={f.countryCode}
        error={req('countryCode')}
        onChange={(countryCode) => {
          if (countryCode !== f.countryCode) set({ countryCode, stateCode: '' });
        }}
      />
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
        <SelectField
          label={t('profilePage.addresses.state')}
          placeholder={t('documents.choose')}
          value={f.stateCode || null}
          onChange={(stateCode) => set({ stateCode })}
          options={stateList.map((s) => ({ id: String(s.code), label: s.name }))}
        />
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
