import { countriesGet } from '@app/contracts';
import { useGate, useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { PersonalFields, TaxIdsFieldset } from '../../../features/self-certification-form/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import {
  $certification,
  $form,
  $loadStatus,
  $problems,
  $saveError,
  $saved,
  $saving,
  SelfCertificationRepresentativePageGate,
  fieldsChanged,
  saveSubmitted,
} from '../model.ts';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * Spec 3 §2 /self-certification-representative: the representative's tax certification, loaded and saved with
 * the e-mailed auth secret (spec 3 §7 "FATCA/CRS get and update for ... representative").
 */
export function SelfCertificationRepresentativePage() {
  const [certification, status] = useUnit([$certification, $loadStatus]);
  useGate(SelfCertificationRepresentativePageGate);

  // a failed load leads back to login (the model): no error or retry here
  return (
    <Loadable status={status} error={null} onRetry={() => undefined} lines={4}>
      {() => (certification ? <Certification name={`${certification.firstName} ${certification.lastName}`} /> : null)}
    </Loadable>
  );
}

function Certification({ name }: { name: string }) {
  const { t } = useTranslation();
  const text = useMessageText();
  const countries = useDictionary(countriesGet);
  const [form, problems, saveError, saved, saving, set, save] = useUnit([
    $form,
    $problems,
    $saveError,
    $saved,
    $saving,
    fieldsChanged,
    saveSubmitted,
  ]);
  if (!form) return null;
  const countryList = countries.data?.countries ?? [];
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    save({ today: today() });
  };
  return (
    <section className="panel" aria-labelledby="representative-certification-title">
      <h1 id="representative-certification-title">{t('representativeCertification.title')}</h1>
      <p>{t('representativeCertification.intro', { name: name.trim() })}</p>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={saving}>
        {countries.error ? <p className="field-error">{t('selfCertification.countriesFailed')}</p> : null}
        <PersonalFields
          form={form}
          problems={problems.fields}
          countries={countryList}
          disabled={saving}
          onChange={set}
        />
        <TaxIdsFieldset
          rows={form.taxIds}
          problems={problems.taxIds}
          isBusiness={false}
          countries={countryList}
          disabled={saving}
          onChange={(taxIds) => set({ taxIds })}
        />
        {saveError ? (
          <Alert>
            <p>{text(saveError)}</p>
          </Alert>
        ) : null}
        {saved ? <p role="status">{t('selfCertification.saved')}</p> : null}
        <div>
          <Button type="submit" disabled={saving}>
            {t('selfCertification.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
