import { useGate, useUnit } from 'effector-react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { $projectName } from '../../../entities/brand/index.ts';
import { RegistrationClosed } from '../../../entities/registrant/index.ts';
import { LoadStatus, Skeleton } from '../../../shared/ui/index.ts';
import {
  $dictionariesError,
  $dictionariesStatus,
  $registered,
  $registrationAllowed,
  RegisterBusinessGate,
  dictionariesRetried,
} from '../model.ts';
import { Wizard } from './wizard.tsx';

// the activation step (features/activate-account) is a chunk of its own, loaded once the business is registered
const BusinessActivation = lazy(() => import('./activation.tsx').then((m) => ({ default: m.BusinessActivation })));

/**
 * /register/business (spec 3 §2): the business dictionaries first, then the wizard; after success the activation
 * step as for personal registration (spec 3 §4): the code went to the company e-mail, /activate takes it, then home.
 */
export function RegisterBusinessPage() {
  const { t, i18n } = useTranslation();
  const text = useMessageText();
  useGate(RegisterBusinessGate, { lang: i18n.resolvedLanguage ?? i18n.language ?? 'en' });
  const [status, error, retry, registered, allowed, projectName] = useUnit([
    $dictionariesStatus,
    $dictionariesError,
    dictionariesRetried,
    $registered,
    $registrationAllowed,
    $projectName,
  ]);

  if (registered)
    return (
      <section aria-labelledby="register-business-title" className="section-stack">
        <h1 id="register-business-title">{t('businessWizard.doneTitle')}</h1>
        <Suspense fallback={<Skeleton lines={3} label={t('common.loading')} />}>
          <BusinessActivation email={registered.email} />
        </Suspense>
      </section>
    );

  return (
    <section aria-labelledby="register-business-title" className="section-stack">
      <h1 id="register-business-title">{t('businessWizard.title')}</h1>
      {!allowed ? (
        <RegistrationClosed brand={projectName} />
      ) : (
        <LoadStatus
          status={status}
          error={
            status === 'failed'
              ? [t('businessWizard.loadFailed'), error ? text(error) : null].filter(Boolean).join(' ')
              : null
          }
          onRetry={() => retry()}
          retryLabel={t('common.retry')}
          loadingLabel={t('common.loading')}
          lines={8}
        >
          {() => <Wizard />}
        </LoadStatus>
      )}
    </section>
  );
}
