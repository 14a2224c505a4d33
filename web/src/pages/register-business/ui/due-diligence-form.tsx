import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $dueDiligence, dueDiligenceChanged } from '../draft.ts';
import { WizardTextField, YesNoField } from './fields.tsx';

/** dueDilligenceForm (spec 3 §2, §3 dueDiligence): government, lawsuits (each with details when yes), tax payers. */
export function DueDilligenceForm() {
  const { t } = useTranslation();
  const [form, change] = useUnit([$dueDiligence, dueDiligenceChanged]);
  return (
    <div className="section-stack">
      <YesNoField
        path="dueDiligence.government"
        label={t('businessWizard.dueDiligence.government')}
        value={form.government}
        onChange={(v) => change({ government: v })}
      />
      {form.government === true ? (
        <WizardTextField
          path="dueDiligence.governmentDetails"
          label={t('businessWizard.dueDiligence.governmentDetails')}
          value={form.governmentDetails ?? ''}
          onChange={(e) => change({ governmentDetails: e.target.value })}
        />
      ) : null}
      <YesNoField
        path="dueDiligence.lawsuits"
        label={t('businessWizard.dueDiligence.lawsuits')}
        value={form.lawsuits}
        onChange={(v) => change({ lawsuits: v })}
      />
      {form.lawsuits === true ? (
        <WizardTextField
          path="dueDiligence.lawsuitsDetails"
          label={t('businessWizard.dueDiligence.lawsuitsDetails')}
          value={form.lawsuitsDetails ?? ''}
          onChange={(e) => change({ lawsuitsDetails: e.target.value })}
        />
      ) : null}
      <YesNoField
        path="dueDiligence.taxPayers"
        label={t('businessWizard.dueDiligence.taxPayers')}
        value={form.taxPayers}
        onChange={(v) => change({ taxPayers: v })}
      />
    </div>
  );
}
