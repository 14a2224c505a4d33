import { useGate, useUnit } from 'effector-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeEvent, useMessageText } from '../../../shared/api/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { Button, CodeField, FormDialog } from '../../../shared/ui/index.ts';
import {
  $busy,
  $error,
  $loadStatus,
  $mode,
  $pending,
  type TwoStepMode,
  codeSubmitted,
  modalClosed,
  modeChosen,
  opened,
  realtimeReceived,
  twoStepModes,
  TwoStepGate,
} from '../model.ts';

function ConfirmDialog() {
  const { t } = useTranslation();
  const [error, busy, submit, close] = useUnit([$error, $busy, codeSubmitted, modalClosed]);
  const [code, setCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const text = useMessageText();
  const onSubmit = () => {
    setSubmitted(true);
    submit(code);
  };
  return (
    <FormDialog
      title={t('twoStep.confirmTitle')}
      formId="two-step-confirm"
      submitLabel={t('twoStep.confirm')}
      cancelLabel={t('common.cancel')}
      busy={busy}
      error={error ? text(error) : null}
      onSubmit={onSubmit}
      onClose={() => close()}
    >
      <p>{t('twoStep.codeSent')}</p>
      <CodeField
        label={t('twoStep.code')}
        value={code}
        onChange={setCode}
        error={submitted && code.trim() === '' ? t('twoStep.codeRequired') : null}
      />
    </FormDialog>
  );
}

/** /setting, two-step verification: choose the sign-in mode, then confirm it with a code. */
export function TwoStepSection() {
  const { t } = useTranslation();
  const [mode, status, pending, error, busy] = useUnit([$mode, $loadStatus, $pending, $error, $busy]);
  const [choose, onRealtime, open] = useUnit([modeChosen, realtimeReceived, opened]);
  const [choice, setChoice] = useState<TwoStepMode | null>(null);
  useGate(TwoStepGate);
  // While the code is asked, /realtime may tell first that the change went through.
  useRealtimeEvent(pending !== null, 'TwoStepVerificationModeSet', (e) => onRealtime(e.type));
  useRealtimeEvent(pending !== null, 'TwoStepVerificationConfirmed', (e) => onRealtime(e.type));
  const selected = choice ?? (twoStepModes as readonly string[]).find((m) => m === mode) ?? 'no';

  return (
    <section className="panel" aria-labelledby="two-step-title">
      <h2 id="two-step-title">{t('twoStep.title')}</h2>
      {/* the error of the load (with its retry) or of a change (without); while the code is asked, the modal shows it */}
      <Loadable status={status} error={pending === null ? error : null} onRetry={() => open()} lines={1}>
        {() => (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              choose(selected as TwoStepMode);
            }}
          >
            <p>{t('twoStep.current', { mode: t(`twoStep.modes.${mode}`, { defaultValue: mode }) })}</p>
            <fieldset className="field">
              <legend>{t('twoStep.mode')}</legend>
              {twoStepModes.map((m) => (
                <label key={m} className="choice">
                  <input
                    type="radio"
                    name="two-step-mode"
                    value={m}
                    checked={selected === m}
                    onChange={() => setChoice(m)}
                  />{' '}
                  {t(`twoStep.modes.${m}`)}
                </label>
              ))}
            </fieldset>
            <Button type="submit" disabled={busy || selected === mode}>
              {t('twoStep.change')}
            </Button>
          </form>
        )}
      </Loadable>
      {pending ? <ConfirmDialog /> : null}
    </section>
  );
}
