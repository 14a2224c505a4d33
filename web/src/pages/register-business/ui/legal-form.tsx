import { useStoreMap, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $draft, termAccepted } from '../draft.ts';
import { $shownErrors, $terms } from '../model.ts';
import { useFieldError } from './fields.tsx';

/** A term's error: the rules name a missing entry by the term's id, a refused one by its index. */
function useTermError(id: string, index: number): { path: string; text: string | null } {
  const byId = `legalInformation.${id}`;
  const byIndex = `legalInformation.${index}.value`;
  const path = useStoreMap({
    store: $shownErrors,
    keys: [byId, byIndex],
    fn: (all, [a, b]) => (all[a] ? a : all[b] ? b : a),
  });
  return { path, text: useFieldError(path) };
}

function Term({ term }: { term: { id: string; key: string; label: string; text: string; url: string } }) {
  const [draft, accept] = useUnit([$draft, termAccepted]);
  const index = draft.legalInformation.findIndex((e) => e.id === term.id);
  const accepted = index >= 0 && draft.legalInformation[index]?.value === true;
  const { path, text } = useTermError(term.id, index);
  const errorId = `term-${term.id}-error`;
  return (
    <div className={text ? 'field field-invalid' : 'field'}>
      <label className="choice">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(e) => accept({ id: term.id, key: term.key, value: e.target.checked })}
          aria-invalid={text ? true : undefined}
          aria-describedby={text ? errorId : undefined}
          data-error-path={path}
        />{' '}
        {term.label}{' '}
        <a href={term.url} target="_blank" rel="noreferrer">
          {term.text}
        </a>
      </label>
      {text ? (
        <p id={errorId} className="field-error">
          {text}
        </p>
      ) : null}
    </div>
  );
}

/** legalForm (spec 3 §1, §2): the brand's terms and privacy policy, each 'I have read and accept'. */
export function LegalForm() {
  const { t } = useTranslation();
  const terms = useUnit($terms);
  return (
    <fieldset className="section-stack">
      <legend>{t('businessWizard.legal.title')}</legend>
      {terms.map((term) => (
        <Term key={term.id} term={term} />
      ))}
    </fieldset>
  );
}
