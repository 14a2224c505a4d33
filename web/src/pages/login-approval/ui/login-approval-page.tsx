import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../../../shared/api/index.ts';
import { Link, homeHref, useSearchParams } from '../../../shared/routes/index.ts';
import { Alert, Button } from '../../../shared/ui/index.ts';
import { $error, $outcome, $pending, LoginApprovalGate, answered } from '../model.ts';

/** /auth/push?key=…: approve or decline a sign-in waiting on another device (PUT /auth/login/{key}/confirm). */
export function LoginApprovalPage() {
  const { t } = useTranslation();
  const text = useMessageText();
  const [search] = useSearchParams();
  const key = search.get('key') ?? '';
  useGate(LoginApprovalGate, { key });
  const [outcome, error, pending, answer] = useUnit([$outcome, $error, $pending, answered]);
  return (
    <section className="panel" aria-labelledby="login-approval-title">
      <h1 id="login-approval-title">{t('loginApproval.title')}</h1>
      {key === '' ? (
        <Alert>{t('loginApproval.noKey')}</Alert>
      ) : outcome === null ? (
        <>
          <p>{t('loginApproval.question')}</p>
          <p>{t('loginApproval.warning')}</p>
          {error ? <Alert>{text(error)}</Alert> : null}
          <div className="row-actions">
            <Button disabled={pending} onClick={() => answer(true)}>
              {t('loginApproval.approve')}
            </Button>
            <Button variant="secondary" disabled={pending} onClick={() => answer(false)}>
              {t('loginApproval.decline')}
            </Button>
          </div>
        </>
      ) : (
        <>
          {outcome === 'gone' ? (
            <Alert>{t('loginApproval.gone')}</Alert>
          ) : (
            <p role="status">{t(outcome === 'approved' ? 'loginApproval.approved' : 'loginApproval.declined')}</p>
          )}
          <p>
            <Link to={homeHref}>{t('loginApproval.home')}</Link>
          </p>
        </>
      )}
    </section>
  );
}
