import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import {
  $requiredActions,
  $verificationData,
  $verificationError,
  $verificationLoad,
  $verificationStatus,
  verificationRequested,
} from '../../../entities/verification/index.ts';
import { homeHref, Link, Navigate } from '../../../shared/routes/index.ts';
import { Loadable } from '../../../shared/i18n/index.ts';
import { UnverifiedAccountPageGate } from '../model.ts';

/** /unverified-account: what remains, with links; verified users are sent home. */
export function UnverifiedAccountPage() {
  const { t } = useTranslation();
  const [data, actions, status, load, error, request] = useUnit([
    $verificationData,
    $requiredActions,
    $verificationStatus,
    $verificationLoad,
    $verificationError,
    verificationRequested,
  ]);
  useGate(UnverifiedAccountPageGate);
  if (data?.customer.verified) return <Navigate to={homeHref} replace />;
  return (
    <section className="panel" aria-labelledby="unverified-title">
      <h1 id="unverified-title">{t('unverifiedAccount.title')}</h1>
      <Loadable status={load} error={error} onRetry={() => request()} lines={4}>
        {() => (
          <>
            {status ? <p>{t('unverifiedAccount.status', { status: t(`verification.states.${status}`) })}</p> : null}
            {actions.length > 0 ? (
              <>
                <p>{t('unverifiedAccount.intro')}</p>
                <ul className="item-list">
                  {actions.map((a) => (
                    <li key={a}>
                      <span>{t(`verification.actions.${a}`)}</span>
                      <span className="item-actions">
                        <Link to={a === 'fatcaCrs' ? '/self-certification' : '/profile'}>
                          {t('unverifiedAccount.fix')}
                        </Link>
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>{t('unverifiedAccount.nothingLeft')}</p>
            )}
            <p>
              <Link to="/kyc">{t('unverifiedAccount.kyc')}</Link>
            </p>
          </>
        )}
      </Loadable>
    </section>
  );
}
