import { useUnit } from 'effector-react';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import {
  $intendedPath,
  $session,
  $sessionStatus,
  guardFor,
  startHrefFor,
  intendedPathStored,
  intendedPathUsed,
} from '../../../entities/session/index.ts';
import type { Layout } from '../../../shared/routes/index.ts';
import { loginHref } from '../../../shared/routes/index.ts';
import { EmailConfirmationDialog } from '../../../features/sign-in/index.ts';
import { NewBuildNotice } from '../../../features/new-build/index.ts';
import { IdleWatcher } from '../../../features/sign-out/index.ts';
import { Skeleton } from '../../../shared/ui/index.ts';

/** Applies guardFor to the current route; see entities/session guard.ts for the rules. */
export function Guard({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [session, status, intendedPath, storePath, forgetPath] = useUnit([
    $session,
    $sessionStatus,
    $intendedPath,
    intendedPathStored,
    intendedPathUsed,
  ]);
  const decision = guardFor(status, layout, location.pathname === loginHref);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (decision === 'toLoginKeepingPath') storePath(here);
    // The stored path is used once: forget it when a signed-in screen is reached.
    if (decision === 'render' && layout !== 'external' && intendedPath !== null) forgetPath();
  }, [decision, here, layout, intendedPath, storePath, forgetPath]);

  if (decision === 'wait') return <Skeleton label={t('common.loading')} />;
  if (decision === 'toHome') return <Navigate to={startHrefFor(session, intendedPath)} replace />;
  if (decision === 'toLogin' || decision === 'toLoginKeepingPath') return <Navigate to={loginHref} replace />;
  return (
    <>
      {children}
      {status === 'authed' && layout !== 'static' ? <IdleWatcher /> : null}
      {layout !== 'static' ? <EmailConfirmationDialog /> : null}
      <NewBuildNotice />
    </>
  );
}
