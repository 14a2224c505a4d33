import { captchaTestToken } from '@app/contracts';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $captcha, captchaChanged } from '../model.ts';
import { useFieldError } from './fields.tsx';

/**
 * The bot challenge (spec 3 §1 "whose result is sent as captcha"). PROVISIONAL until shared/ui/bot-challenge lands:
 * without a site key the check is the clearly labelled test mode that yields Turnstile's dummy token.
 */
export function BotCheck() {
  const { t } = useTranslation();
  const [captcha, change] = useUnit([$captcha, captchaChanged]);
  const error = useFieldError('captcha');
  return (
    <div className={error ? 'field field-invalid' : 'field'}>
      <label className="choice">
        <input
          type="checkbox"
          checked={captcha !== ''}
          onChange={(e) => change(e.target.checked ? captchaTestToken : '')}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'captcha-error' : undefined}
          data-error-path="captcha"
        />{' '}
        {t('businessWizard.botCheckTestMode')}
      </label>
      {error ? (
        <p id="captcha-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
