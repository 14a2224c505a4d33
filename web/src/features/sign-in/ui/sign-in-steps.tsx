import { useUnit } from 'effector-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Alert, Button, CodeField, QrCode } from '../../../shared/ui/index.ts';
import {
  $approveMethods,
  $chosenMethod,
  methodChosen,
  $code,
  $serverError,
  $stepNotice,
  $stepPending,
  approvedClicked,
  backClicked,
  codeChanged,
  codeSubmitted,
  pushResendClicked,
} from '../model.ts';
import type { SignInStep } from '../steps.ts';

function Messages() {
  const text = useMessageText();
  const [serverError, notice] = useUnit([$serverError, $stepNotice]);
  return (
    <>
      {serverError ? <Alert>{text(serverError)}</Alert> : null}
      {notice ? <Alert tone="info">{text(notice)}</Alert> : null}
    </>
  );
}

function BackButton() {
  const { t } = useTranslation();
  const onBack = useUnit(backClicked);
  return (
    <Button variant="secondary" onClick={() => onBack()}>
      {t('login.back')}
    </Button>
  );
}

/** otp and sms: the one-time code; sms shows the masked phone and the two-digit sms identifier beside the field. */
function CodeStep({ step }: { step: Extract<SignInStep, { kind: 'code' }> }) {
  const { t } = useTranslation();
  const [code, pending, onCode, onSubmit] = useUnit([$code, $stepPending, codeChanged, codeSubmitted]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={pending}>
      <h2>{t(step.flow === 'sms' ? 'login.smsTitle' : 'login.otpTitle')}</h2>
      {step.flow === 'sms' && step.phone ? <p>{t('login.smsSent', { phone: step.phone })}</p> : null}
      <Messages />
      <div className="code-row">
        <CodeField label={t('login.code')} name="otp" required value={code} onChange={onCode} />
        {step.flow === 'sms' && step.smsId ? (
          <span className="sms-id" data-testid="sms-id" aria-label={t('login.smsId', { id: step.smsId })}>
            {step.smsId}
          </span>
        ) : null}
      </div>
      <Button type="submit" disabled={pending}>
        {t('login.confirm')}
      </Button>
      <BackButton />
    </form>
  );
}

/** push: the linked devices, the deep link, waiting for acceptance, re-send, and a way back. */
function PushStep({ step }: { step: Extract<SignInStep, { kind: 'push' }> }) {
  const { t } = useTranslation();
  const [pending, onResend, onApproved] = useUnit([$stepPending, pushResendClicked, approvedClicked]);
  return (
    <div className="form" aria-busy={pending}>
      <h2>{t('login.pushTitle')}</h2>
      <p role="status">{t('login.pushWaiting')}</p>
      <Messages />
      {step.devices.length > 0 ? (
        <ul aria-label={t('login.pushDevices')}>
          {step.devices.map((d) => (
            <li key={String(d.id)}>{[d.name, d.location].filter(Boolean).join(', ')}</li>
          ))}
        </ul>
      ) : null}
      {step.deeplink ? (
        <>
          <p>{t('login.pushDeeplink')}</p>
          <QrCode
            value={step.deeplink}
            asLink
            label={t('qr.pushLabel')}
            copyLabel={t('qr.copy')}
            copiedLabel={t('qr.copied')}
          />
        </>
      ) : null}
      <Button onClick={() => onApproved()} disabled={pending}>
        {t('login.pushDone')}
      </Button>
      <Button variant="secondary" onClick={() => onResend()}>
        {t('login.pushResend')}
      </Button>
      <BackButton />
    </div>
  );
}

/** verifyDevice: the approve methods, then the chosen method's code, or waiting for the push. */
function VerifyDeviceStep() {
  const { t } = useTranslation();
  const [methods, chosen, code, pending, onChoose, onCode, onSubmit, onApproved] = useUnit([
    $approveMethods,
    $chosenMethod,
    $code,
    $stepPending,
    methodChosen,
    codeChanged,
    codeSubmitted,
    approvedClicked,
  ]);
  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit();
  }
  const needsCode = chosen !== null && chosen !== 'push';
  return (
    <div className="form" aria-busy={pending}>
      <h2>{t('login.deviceTitle')}</h2>
      <p role="status">{t('login.deviceWaiting')}</p>
      <Messages />
      {methods.length > 0 ? (
        <ul aria-label={t('login.deviceMethods')}>
          {methods.map((m) => (
            <li key={String(m.id)}>
              <Button variant="link" aria-pressed={chosen === m.id} onClick={() => onChoose(m.id)}>
                {m.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {needsCode ? (
        <form className="form" onSubmit={submit} noValidate>
          <CodeField label={t('login.code')} name="otp" value={code} onChange={onCode} />
          <Button type="submit" disabled={pending}>
            {t('login.confirm')}
          </Button>
        </form>
      ) : (
        <Button onClick={() => onApproved()} disabled={pending}>
          {t('login.pushDone')}
        </Button>
      )}
      <BackButton />
    </div>
  );
}

export function SignInStepView({ step }: { step: Exclude<SignInStep, { kind: 'credentials' }> }) {
  if (step.kind === 'code') return <CodeStep step={step} />;
  if (step.kind === 'push') return <PushStep step={step} />;
  return <VerifyDeviceStep />;
}
