import { currenciesGet } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useDictionary } from '../../../entities/dictionary/index.ts';
import { CheckboxGroup, SelectField } from '../../../shared/ui/index.ts';
import type { Specification } from '@app/contracts';
import { $draft, $financial, answerChanged, financialChanged } from '../draft.ts';
import { $industryGroups, purposesQuery, questionsQuery, sourcesQuery } from '../model.ts';
import { WizardTextField, useFieldError } from './fields.tsx';

const $answers = $draft.map((d) =>
  Object.fromEntries((d.company.additionalQuestionAnswers ?? []).map((a) => [a.questionId, a.value])),
);
const textOf = (list: readonly Specification[], id: number) => list.find((s) => s.id === id)?.text ?? '';
const withText = (list: readonly Specification[], id: number, text: string): Specification[] => [
  ...list.filter((s) => s.id !== id),
  { id, text },
];

/**
 * financialInfoForm (spec 3 §2, §3 financialDetail): monthly amounts as decimal strings with their currencies, the
 * sources and purposes (a chosen item that asks for it gets a "please specify"), the industry among the brand's groups
 * (adult industries hidden where the brand says, spec 3 §1) and the business additional questions.
 */
export function FinancialInfoForm() {
  const { t } = useTranslation();
  const [financial, answers, change, answer, purposes, sources, questions, groups] = useUnit([
    $financial,
    $answers,
    financialChanged,
    answerChanged,
    purposesQuery.$data,
    sourcesQuery.$data,
    questionsQuery.$data,
    $industryGroups,
  ]);
  const currencies = useDictionary(currenciesGet);
  const currencyOptions = (currencies.data?.currencies ?? []).map((c) => ({ id: c.code, label: c.code }));
  const sourceError = useFieldError('financialDetail.sourceIds');
  const purposeError = useFieldError('financialDetail.purposeIds');
  const industryError = useFieldError('financialDetail.industry');
  const industries = groups.flatMap((g) =>
    g.items.map((i) => ({ id: i.id, label: `${t(`businessWizard.industryGroups.${g.group}`)}: ${i.name}` })),
  );
  const sourceItems = sources?.items ?? [];
  const purposeItems = purposes?.items ?? [];
  return (
    <div className="section-stack">
      {(['Deposit', 'Withdrawal'] as const).map((kind) => {
        const amount = `monthly${kind}Amount` as const;
        const currency = `monthly${kind}CurrencyCode` as const;
        return (
          <div key={kind} className="inline-form">
            <WizardTextField
              path={`financialDetail.${amount}`}
              label={t(`businessWizard.financial.${amount}`)}
              inputMode="decimal"
              value={financial[amount]}
              onChange={(e) => change({ [amount]: e.target.value.replace(',', '.') })}
            />
            <SelectField
              label={t(`businessWizard.financial.${currency}`)}
              value={financial[currency]}
              options={
                currencyOptions.length > 0 ? currencyOptions : [{ id: financial[currency], label: financial[currency] }]
              }
              onChange={(v) => change({ [currency]: v })}
            />
          </div>
        );
      })}
      <div data-error-path="financialDetail.sourceIds">
        <CheckboxGroup
          label={t('businessWizard.financial.sourceIds')}
          options={sourceItems.map((i) => ({ id: i.id, label: i.name }))}
          value={financial.sourceIds}
          onChange={(ids) => change({ sourceIds: ids })}
          error={sourceError}
        />
      </div>
      {sourceItems
        .filter((i) => i.specify === true && financial.sourceIds.includes(i.id))
        .map((i) => (
          <WizardTextField
            key={i.id}
            path={`financialDetail.sourceSpecifications.${i.id}`}
            label={t('businessWizard.financial.specify', { name: i.name })}
            value={textOf(financial.sourceSpecifications, i.id)}
            onChange={(e) =>
              change({ sourceSpecifications: withText(financial.sourceSpecifications, i.id, e.target.value) })
            }
          />
        ))}
      <div data-error-path="financialDetail.purposeIds">
        <CheckboxGroup
          label={t('businessWizard.financial.purposeIds')}
          options={purposeItems.map((i) => ({ id: i.id, label: i.name }))}
          value={financial.purposeIds}
          onChange={(ids) => change({ purposeIds: ids })}
          error={purposeError}
        />
      </div>
      {purposeItems
        .filter((i) => i.specify === true && financial.purposeIds.includes(i.id))
        .map((i) => (
          <WizardTextField
            key={i.id}
            path={`financialDetail.purposeSpecifications.${i.id}`}
            label={t('businessWizard.financial.specify', { name: i.name })}
            value={textOf(financial.purposeSpecifications, i.id)}
            onChange={(e) =>
              change({ purposeSpecifications: withText(financial.purposeSpecifications, i.id, e.target.value) })
            }
          />
        ))}
      <div data-error-path="financialDetail.industry">
        <SelectField
          label={t('businessWizard.financial.industry')}
          placeholder={t('businessWizard.choose')}
          value={financial.industry}
          options={industries}
          onChange={(v) => change({ industry: v })}
          error={industryError}
        />
      </div>
      <WizardTextField
        path="financialDetail.industrySpecification"
        label={t('businessWizard.financial.industrySpecification')}
        value={financial.industrySpecification ?? ''}
        onChange={(e) => change({ industrySpecification: e.target.value })}
      />
      {(questions?.questions ?? []).map((q) =>
        q.type === 'radio' ? (
          <fieldset key={q.id} className="field" data-error-path={`company.additionalQuestionAnswers.${q.id}`}>
            <legend>{q.text}</legend>
            {(q.options ?? []).map((o) => (
              <label key={String(o.value)} className="choice">
                <input
                  type="radio"
                  name={`q-${q.id}`}
                  checked={answers[q.id] === String(o.value)}
                  onChange={() => answer({ id: q.id, value: String(o.value) })}
                />{' '}
                {o.label}
              </label>
            ))}
          </fieldset>
        ) : (
          <WizardTextField
            key={q.id}
            path={`company.additionalQuestionAnswers.${q.id}`}
            label={q.text}
            value={answers[q.id] ?? ''}
            onChange={(e) => answer({ id: q.id, value: e.target.value })}
          />
        ),
      )}
    </div>
  );
}
