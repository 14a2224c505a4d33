import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '@app/locales';
import { $availableLanguages } from '../../../entities/brand/index.ts';
import { $language, languageChosen } from '../model.ts';
import './language-switcher.css';

/** Offers only the brand's availableLangs (spec 1 §1); each language named in itself. */
export function LanguageSwitcher() {
  const { t } = useTranslation();
  const id = useId();
  const [language, available, choose] = useUnit([$language, $availableLanguages, languageChosen]);
  if (available.length < 2) return null;
  return (
    <div className="language-switcher">
      <label htmlFor={id}>{t('layout.language')}</label>
      <select
        id={id}
        value={language}
        onChange={(e) => {
          if (isLanguage(e.target.value)) choose(e.target.value);
        }}
      >
        {available.map((lang) => (
          <option key={lang} value={lang} lang={lang}>
            {t(`languages.${lang}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
