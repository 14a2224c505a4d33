import { useUnit } from 'effector-react';
import { type FormEvent, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, ConfirmDialog, Skeleton } from '../../../shared/ui/index.ts';
import { $screen, type Screen, draftCleared, screenShown } from '../draft.ts';
import { type WizardForm, wizardForms } from '../lib.ts';
import { $focusRequest, $shownErrors, $stepErrors, $submitError, $submitting, submitPressed } from '../model.ts';
import { DueDilligenceForm } from './due-diligence-form.tsx';
import { CompanyForm, PersonForm } from './entry-forms.tsx';
import { FinancialInfoForm } from './financial-form.tsx';
import { GeneralForm } from './general-form.tsx';
import { DirectorsHub, ShareholdersHub, UsersHub } from './hubs.tsx';
import { LegalForm } from './legal-form.tsx';

// the bot check (react-aria's Checkbox) and its chunk only on the last step: the route's chunk stays within its budget
const BotCheck = lazy(() => import('./bot-check.tsx').then((m) => ({ default: m.BotCheck })));

const forms: Record<WizardForm, () => React.ReactElement> = {
  generalForm: GeneralForm,
  financialInfoForm: FinancialInfoForm,
  dueDilligenceForm: DueDilligenceForm,
  directorsHub: DirectorsHub,
  shareholdersHub: ShareholdersHub,
  usersHub: UsersHub,
  legalForm: LegalForm,
};

const stepOfScreen = (s: Screen): WizardForm => (s.kind === 'form' ? s.form : s.back);

/** The first element that shows an error: the field itself, or the first control inside it. */
function focusFirstError(container: HTMLElement | null, shown: Record<string, unknown>) {
  if (!container) return;
  const marked = [...container.querySelectorAll<HTMLElement>('[data-error-path]')].find(
    (el) => el.dataset.errorPath !== undefined && el.dataset.errorPath in shown,
  );
  const target =
    marked ??
    container.querySelector<HTMLElement>('.tag-warning')?.closest('li')?.querySelector<HTMLElement>('button') ??
    null;
  const focusable = target?.matches('input, button, select, textarea, [tabindex]')
    ? target
    : target?.querySelector<HTMLElement>('input, button, select, textarea, [tabindex]');
  focusable?.focus();
}

/**
 * The business registration wizard (spec 3 §2 forms, §4 "Registration wizard"): the steps in order, each screen,
 * clear-all with its confirmation, and submit on the last step. Every state lives in the draft model.
 */
export function Wizard() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [screen, show, clear, stepErrors, submit, submitting, submitError, focusRequest, shown] = useUnit([
    $screen,
    screenShown,
    draftCleared,
    $stepErrors,
    submitPressed,
    $submitting,
    $submitError,
    $focusRequest,
    $shownErrors,
  ]);
  const [confirming, setConfirming] = useState(false);
  const body = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = stepOfScreen(screen);
  const index = wizardForms.indexOf(step);

  // Spec 3 §4 show-all-errors: after a submit with errors the focus moves to the first one.
  useEffect(() => {
    if (focusRequest > 0) focusFirstError(body.current, shown);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new request moves the focus
  }, [focusRequest]);

  const go = (form: WizardForm) => {
    show({ kind: 'form', form });
    heading.current?.focus();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (submitting) return;
    if (step !== 'legalForm' || screen.kind !== 'form') {
      const next = wizardForms[index + 1];
      if (next) go(next);
      return;
    }
    submit();
  };
  const Current = forms[step];

  return (
    <div className="section-stack">
      <nav aria-label={t('businessWizard.stepsLabel')}>
        <ol className="tabs">
          {wizardForms.map((form) => {
            const errors = stepErrors[form] ?? 0;
            return (
              <li key={form}>
                <button
                  type="button"
                  className="tab"
                  aria-current={form === step ? 'step' : undefined}
                  onClick={() => go(form)}
                >
                  {t(`businessWizard.steps.${form}`)}
                  {errors > 0 ? (
                    <>
                      {' '}
                      <span className="badge badge-red">{t('businessWizard.errorCount', { count: errors })}</span>
                    </>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ol>
      </nav>
      <form className="form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <div ref={body} className="section-stack">
          <h2 ref={heading} tabIndex={-1}>
            {t(`businessWizard.steps.${step}`)}
          </h2>
          {screen.kind === 'person' ? (
            <PersonForm screen={screen} />
          ) : screen.kind === 'company' ? (
            <CompanyForm screen={screen} />
          ) : (
            <Current />
          )}
          {step === 'legalForm' && screen.kind === 'form' ? (
            <Suspense fallback={<Skeleton lines={2} label={t('common.loading')} />}>
              <BotCheck />
            </Suspense>
          ) : null}
        </div>
        {submitError ? <Alert>{text(submitError)}</Alert> : null}
        {screen.kind === 'form' ? (
          <div className="inline-form">
            {index > 0 ? (
              <Button variant="secondary" onClick={() => go(wizardForms[index - 1] ?? 'generalForm')}>
                {t('businessWizard.back')}
              </Button>
            ) : null}
            <Button type="submit" disabled={submitting}>
              {step === 'legalForm'
                ? submitting
                  ? t('businessWizard.submitting')
                  : t('businessWizard.submit')
                : t('businessWizard.next')}
            </Button>
            <Button variant="link" onClick={() => setConfirming(true)}>
              {t('businessWizard.clearAll')}
            </Button>
          </div>
        ) : null}
      </form>
      {confirming ? (
        <ConfirmDialog
          title={t('businessWizard.clearAll')}
          text={t('registration.clearWarning')}
          confirmLabel={t('businessWizard.clearConfirm')}
          cancelLabel={t('common.cancel')}
          busy={false}
          onConfirm={() => {
            clear();
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        />
      ) : null}
    </div>
  );
}
