import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { $verificationStatus } from '../../../entities/verification/index.ts';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, ErrorWithRetry } from '../../../shared/ui/index.ts';
import {
  $submitError,
  $submitted,
  $submitting,
  SubmitVerificationGate,
  maySubmitForVerification,
  submitClicked,
} from '../model.ts';

/** "Submit for verification" once the required actions are done (spec 3 §7 customer verify). */
export function SubmitVerification() {
  const { t } = useTranslation();
  const text = useMessageText();
  useGate(SubmitVerificationGate);
  const [status, error, submitted, busy, submit] = useUnit([
    $verificationStatus,
    $submitError,
    $submitted,
    $submitting,
    submitClicked,
  ]);
  if (submitted)
    return (
      <Alert tone="info">
        <p>{t('representatives.verify.submitted')}</p>
      </Alert>
    );
  if (!maySubmitForVerification(status)) return null;
  return (
    <section className="panel" aria-labelledby="submit-verification-title">
      <h2 id="submit-verification-title">{t('representatives.verify.title')}</h2>
      <p>{t('representatives.verify.text')}</p>
      <ErrorWithRetry message={error ? text(error) : null} />
      <Button disabled={busy} onClick={() => submit()}>
        {t('representatives.verify.submit')}
      </Button>
    </section>
  );
}
