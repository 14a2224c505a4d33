import { captchaTestToken } from '@app/contracts';
import { Checkbox } from 'react-aria-components';

export interface BotChallengeProps {
  /** the challenge's result: '' until it is passed (spec 3 §1 "whose result is sent as captcha") */
  token: string;
  onToken: (token: string) => void;
  /** the group's label: "Bot check (test mode)" */
  title: string;
  /** the check's text: "I am not a robot" */
  checkLabel: string;
  /** what test mode means, under the title */
  note: string;
  error?: string | null;
  disabled?: boolean;
}

/**
 * Spec 3 §1 "Registration is protected by a bot-challenge widget whose result is sent as captcha." The widget is
 * Cloudflare Turnstile (README 'Bot challenge'); no real site key is configured locally and in tests (every
 * brand's botChallengeSiteKey is a 'demo-' placeholder), so this is the clearly labelled test-mode check: checking
 * it yields Turnstile's documented dummy token (contracts captchaTestToken), unchecking takes it back. A module of
 * its own, outside shared/ui's index, so /login never loads it.
 */
export function BotChallenge({ token, onToken, title, checkLabel, note, error, disabled }: BotChallengeProps) {
  const noteId = 'bot-challenge-note';
  const errorId = 'bot-challenge-error';
  return (
    <fieldset className={error ? 'field bot-challenge field-invalid' : 'field bot-challenge'}>
      <legend>{title}</legend>
      <p id={noteId} className="hint">
        {note}
      </p>
      <Checkbox
        className="checkbox"
        isSelected={token !== ''}
        onChange={(checked) => onToken(checked ? captchaTestToken : '')}
        isDisabled={disabled}
        isInvalid={Boolean(error)}
        aria-describedby={error ? `${noteId} ${errorId}` : noteId}
      >
        <span className="checkbox-box" aria-hidden="true" />
        {checkLabel}
      </Checkbox>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
