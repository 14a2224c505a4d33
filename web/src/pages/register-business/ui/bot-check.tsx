import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { BotChallenge } from '../../../shared/ui/bot-challenge/index.ts';
import { $captcha, $submitting, captchaChanged } from '../model.ts';
import { useFieldError } from './fields.tsx';

/** The bot challenge (spec 3 §1 "whose result is sent as captcha"): shared/ui/bot-challenge, its result in the model. */
export function BotCheck() {
  const { t } = useTranslation();
  const [captcha, change, submitting] = useUnit([$captcha, captchaChanged, $submitting]);
  const error = useFieldError('captcha');
  return (
    <div data-error-path="captcha">
      <BotChallenge
        token={captcha}
        onToken={change}
        title={t('botChallenge.title')}
        checkLabel={t('botChallenge.check')}
        note={t('botChallenge.note')}
        error={error}
        disabled={submitting}
      />
    </div>
  );
}
