import { useStoreMap, useUnit } from 'effector-react';
import type { PersonEntry } from '@app/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SelectField } from '../../../shared/ui/index.ts';
import { $draft, type PersonRole, personAdded, personLinked } from '../draft.ts';
import { type WizardForm, personName } from '../lib.ts';
import { $shownErrors } from '../model.ts';

/** Whether an entry ('personList.2') has an error shown: its row says so and its Edit opens the form. */
export function useEntryHasError(prefix: string | null): boolean {
  return useStoreMap({
    store: $shownErrors,
    keys: [prefix],
    fn: (all, [p]) => p !== null && Object.keys(all).some((k) => k.startsWith(`${p}.`) && !k.endsWith('.accessRights')),
  });
}

export function PersonLabel({ person, prefix }: { person: PersonEntry | undefined; prefix: string | null }) {
  const { t } = useTranslation();
  const hasError = useEntryHasError(prefix);
  return (
    <span>
      {personName(person) || t('businessWizard.unnamedPerson')}
      {person?.email ? ` (${person.email})` : ''}
      {hasError ? (
        <>
          {' '}
          <span className="tag tag-warning">{t('businessWizard.needsDetails')}</span>
        </>
      ) : null}
    </span>
  );
}

/** "Add a new person" and "add someone already entered" for one role (a director, a shareholder, a user). */
export function AddPerson({
  role,
  back,
  exclude,
  newLabel,
  pickLabel,
  addLabel,
}: {
  role: PersonRole;
  back: WizardForm;
  exclude: readonly string[];
  newLabel: string;
  /** the picker's and its button's names where the page holds several pickers (a company's own shareholders) */
  pickLabel?: string;
  addLabel?: string;
}) {
  const { t } = useTranslation();
  const [draft, add, link] = useUnit([$draft, personAdded, personLinked]);
  const [picked, setPicked] = useState<string | null>(null);
  const others = draft.personList.filter((p) => !exclude.includes(p.id));
  return (
    <div className="inline-form">
      <Button variant="secondary" onClick={() => add({ ...role, back })}>
        {newLabel}
      </Button>
      {others.length > 0 ? (
        <>
          <SelectField
            label={pickLabel ?? t('businessWizard.existingPerson')}
            placeholder={t('businessWizard.choose')}
            value={picked !== null && others.some((p) => p.id === picked) ? picked : null}
            options={others.map((p) => ({ id: p.id, label: personName(p) || t('businessWizard.unnamedPerson') }))}
            onChange={setPicked}
          />
          <Button
            variant="secondary"
            disabled={picked === null}
            onClick={() => {
              if (picked !== null) link({ ...role, personId: picked });
              setPicked(null);
            }}
          >
            {addLabel ?? t('businessWizard.addExisting')}
          </Button>
        </>
      ) : null}
    </div>
  );
}
