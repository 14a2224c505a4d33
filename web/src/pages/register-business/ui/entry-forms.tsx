import { type SourceOfFunds, type WizardTaxId, countriesGet, personShares, wizardLimits } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { Button, CheckboxGroup, SelectField } from '../../../shared/ui/index.ts';
import {
  $draft,
  type Screen,
  companyChanged,
  companyDeleted,
  directorRemoved,
  personChanged,
  personDeleted,
  screenShown,
} from '../draft.ts';
import { entryPath, personName } from '../lib.ts';
import { $brand, emailEntered, sourcesQuery } from '../model.ts';
import { AddPerson, PersonLabel } from './people.tsx';
import { AddressFields, CountryField, ListError, PhoneFields, WizardTextField, useFieldError } from './fields.tsx';
import { EmailStatus } from './email-status.tsx';

const missingReasons = ['countryDoesNotIssue', 'cannotObtain', 'notRequired'] as const;

/**
 * personForm (spec 3 §2; §3 personList: names, birthday, email, phone, address, taxId, sourcesOfFunds). Source-of-funds
 * details are asked when the brand enables source of wealth and the person holds 25% or more (spec 3 §5).
 */
export function PersonForm({ screen }: { screen: Extract<Screen, { kind: 'person' }> }) {
  const { t } = useTranslation();
  const [draft, brand, sources, change, show, remove, checkEmail] = useUnit([
    $draft,
    $brand,
    sourcesQuery.$data,
    personChanged,
    screenShown,
    personDeleted,
    emailEntered,
  ]);
  const countries = useDictionary(countriesGet).data?.countries ?? [];
  const index = draft.personList.findIndex((p) => p.id === screen.id);
  const person = draft.personList[index];
  const sourcesError = useFieldError(`personList.${index}.sourcesOfFunds`);
  const back = () =>
    show(
      screen.company === undefined
        ? { kind: 'form', form: screen.back }
        : { kind: 'company', id: screen.company, back: screen.back },
    );
  if (!person) return <BackOnly onBack={back} />;
  const base = `personList.${index}`;
  const set = (patch: Parameters<typeof change>[0]['patch']) => change({ id: person.id, patch });
  const held = personShares(draft).get(person.id) ?? 0;
  // spec 3 §5 "persons holding 25% or more need source details" (shares in basis points, as the rules count them)
  const asksSources = brand.sourceOfWealthEnable && held >= wizardLimits.sourceOfWealthThresholdPercent * 100;
  const taxId: WizardTaxId = person.taxId ?? { countryCode: '' };
  const chosen = (person.sourcesOfFunds ?? []).map((s) => s.sourceId);
  const sourceItems = sources?.items ?? [];
  return (
    <div className="section-stack">
      <h2>{personName(person) || t('businessWizard.unnamedPerson')}</h2>
      {(['firstName', 'lastName'] as const).map((k) => (
        <WizardTextField
          key={k}
          path={`${base}.${k}`}
          label={t(`businessWizard.person.${k}`)}
          autoComplete="off"
          value={person[k]}
          onChange={(e) => set({ [k]: e.target.value })}
        />
      ))}
      <WizardTextField
        path={`${base}.birthday`}
        label={t('businessWizard.person.birthday')}
        type="date"
        value={person.birthday}
        onChange={(e) => set({ birthday: e.target.value })}
      />
      <WizardTextField
        path={`${base}.email`}
        label={t('businessWizard.person.email')}
        type="email"
        autoComplete="off"
        value={person.email}
        onChange={(e) => set({ email: e.target.value.trim() })}
        onBlur={() => {
          if (person.isUser) checkEmail(person.email);
        }}
      />
      {person.isUser ? <EmailStatus email={person.email} /> : null}
      <PhoneFields path={`${base}.phone`} value={person.phone} onChange={(phone) => set({ phone })} />
      <AddressFields
        path={`${base}.address`}
        countries={countries}
        value={person.address}
        onChange={(address) => set({ address })}
      />
      <fieldset className="section-stack">
        <legend>{t('businessWizard.person.taxId')}</legend>
        <CountryField
          path={`${base}.taxId.countryCode`}
          label={t('businessWizard.person.taxCountry')}
          countries={countries}
          value={taxId.countryCode}
          onChange={(countryCode) => set({ taxId: { ...taxId, countryCode } })}
        />
        <WizardTextField
          path={`${base}.taxId.taxId`}
          label={t('businessWizard.person.taxNumber')}
          value={taxId.taxId ?? ''}
          onChange={(e) => set({ taxId: { ...taxId, taxId: e.target.value } })}
        />
        {taxId.countryCode !== '' && (taxId.taxId ?? '') === '' ? (
          <MissingReason
            path={`${base}.taxId.tinMissingReason`}
            value={taxId}
            onChange={(next) => set({ taxId: next })}
          />
        ) : null}
      </fieldset>
      {asksSources ? (
        <fieldset className="section-stack">
          <legend>{t('businessWizard.person.sourcesOfFunds')}</legend>
          <div data-error-path={`${base}.sourcesOfFunds`}>
            <CheckboxGroup
              label={t('businessWizard.person.sourcesChosen')}
              options={sourceItems.map((i) => ({ id: i.id, label: i.name }))}
              value={chosen}
              onChange={(ids) =>
                set({
                  sourcesOfFunds: ids.map(
                    (id): SourceOfFunds =>
                      person.sourcesOfFunds.find((s) => s.sourceId === id) ?? { sourceId: id, details: '' },
                  ),
                })
              }
              error={sourcesError}
            />
          </div>
          {person.sourcesOfFunds.map((s, j) => (
            <WizardTextField
              key={s.sourceId}
              path={`${base}.sourcesOfFunds.${j}.details`}
              label={t('businessWizard.person.sourceDetails', {
                name: sourceItems.find((i) => i.id === s.sourceId)?.name ?? String(s.sourceId),
              })}
              value={s.details}
              onChange={(e) =>
                set({
                  sourcesOfFunds: person.sourcesOfFunds.map((x, k) =>
                    k === j ? { ...x, details: e.target.value } : x,
                  ),
                })
              }
            />
          ))}
        </fieldset>
      ) : null}
      <div className="inline-form">
        <Button onClick={back}>{t('businessWizard.done')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            remove(person.id);
            back();
          }}
        >
          {t('businessWizard.deletePerson')}
        </Button>
      </div>
    </div>
  );
}

/** Spec 3 §5 'Tax ID': "A tax id without a number requires a missing reason"; the explanation only for 'cannot obtain'. */
function MissingReason({
  path,
  value,
  onChange,
}: {
  path: string;
  value: WizardTaxId;
  onChange: (v: WizardTaxId) => void;
}) {
  const { t } = useTranslation();
  const error = useFieldError(path);
  return (
    <>
      <div data-error-path={path}>
        <SelectField
          label={t('businessWizard.person.tinMissingReason')}
          placeholder={t('businessWizard.choose')}
          value={value.tinMissingReason ?? null}
          options={missingReasons.map((id) => ({ id, label: t(`businessWizard.person.missingReasons.${id}`) }))}
          onChange={(reason) => {
            const { tinMissingExplanation: _drop, ...rest } = value;
            onChange(
              reason === 'cannotObtain'
                ? { ...value, tinMissingReason: reason }
                : { ...rest, tinMissingReason: reason },
            );
          }}
          error={error}
        />
      </div>
      {value.tinMissingReason === 'cannotObtain' ? (
        <WizardTextField
          path={path.replace(/tinMissingReason$/, 'tinMissingExplanation')}
          label={t('businessWizard.person.tinMissingExplanation')}
          value={value.tinMissingExplanation ?? ''}
          onChange={(e) => onChange({ ...value, tinMissingExplanation: e.target.value })}
        />
      ) : null}
    </>
  );
}

function BackOnly({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="section-stack">
      <p>{t('businessWizard.entryGone')}</p>
      <Button onClick={onBack}>{t('businessWizard.done')}</Button>
    </div>
  );
}

/** companyForm (spec 3 §2): a company shareholder's screen and its directors (spec 3 §5 "at least one director"). */
export function CompanyForm({ screen }: { screen: Extract<Screen, { kind: 'company' }> }) {
  const { t } = useTranslation();
  const [draft, change, show, remove, removeDirector] = useUnit([
    $draft,
    companyChanged,
    screenShown,
    companyDeleted,
    directorRemoved,
  ]);
  const countries = useDictionary(countriesGet).data?.countries ?? [];
  const index = draft.companyList.findIndex((c) => c.id === screen.id);
  const company = draft.companyList[index];
  const back = () => show({ kind: 'form', form: screen.back });
  if (!company) return <BackOnly onBack={back} />;
  const base = `companyList.${index}`;
  const set = (patch: Parameters<typeof change>[0]['patch']) => change({ id: company.id, patch });
  const name = company.name || t('businessWizard.unnamedCompany');
  return (
    <div className="section-stack">
      <h2>{name}</h2>
      {(['name', 'registrationNumber'] as const).map((k) => (
        <WizardTextField
          key={k}
          path={`${base}.${k}`}
          label={t(`businessWizard.general.${k}`)}
          autoComplete="off"
          value={company[k]}
          onChange={(e) => set({ [k]: e.target.value })}
        />
      ))}
      <WizardTextField
        path={`${base}.registrationDate`}
        label={t('businessWizard.general.registrationDate')}
        type="date"
        value={company.registrationDate ?? ''}
        onChange={(e) => set({ registrationDate: e.target.value })}
      />
      <WizardTextField
        path={`${base}.email`}
        label={t('businessWizard.general.email')}
        type="email"
        autoComplete="off"
        value={company.email ?? ''}
        onChange={(e) => set({ email: e.target.value.trim() })}
      />
      <CountryField
        path={`${base}.registrationCountryCode`}
        label={t('businessWizard.general.registrationCountryCode')}
        countries={countries}
        value={company.registrationCountryCode}
        onChange={(registrationCountryCode) => set({ registrationCountryCode })}
      />
      <AddressFields
        path={`${base}.address`}
        countries={countries}
        value={company.address}
        onChange={(address) => set({ address })}
      />
      <fieldset className="section-stack">
        <legend>{t('businessWizard.companyDirectors', { name })}</legend>
        <ListError path={`${base}.directors`} />
        <ul className="item-list" aria-label={t('businessWizard.companyDirectors', { name })}>
          {company.directors.map((id) => {
            const person = draft.personList.find((p) => p.id === id);
            const who = personName(person) || t('businessWizard.unnamedPerson');
            return (
              <li key={id}>
                <PersonLabel person={person} prefix={entryPath(draft, 'person', id)} />
                <span className="row-actions">
                  <Button
                    variant="link"
                    onClick={() => show({ kind: 'person', id, back: 'shareholdersHub', company: company.id })}
                  >
                    {t('businessWizard.edit', { name: who })}
                  </Button>
                  <Button variant="link" onClick={() => removeDirector({ personId: id, companyId: company.id })}>
                    {t('businessWizard.remove', { name: who })}
                  </Button>
                </span>
              </li>
            );
          })}
        </ul>
        <AddPerson
          role={{ role: 'companyDirector', companyId: company.id }}
          back="shareholdersHub"
          exclude={company.directors}
          newLabel={t('businessWizard.addDirectorOf', { name })}
          pickLabel={t('businessWizard.existingDirectorOf', { name })}
          addLabel={t('businessWizard.addExistingTo', { name })}
        />
      </fieldset>
      <div className="inline-form">
        <Button onClick={back}>{t('businessWizard.done')}</Button>
        <Button
          variant="secondary"
          onClick={() => {
            remove(company.id);
            back();
          }}
        >
          {t('businessWizard.deleteCompany')}
        </Button>
      </div>
    </div>
  );
}
