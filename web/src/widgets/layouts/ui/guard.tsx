import { useUnit } from 'effector-react';
import { type ReactNode, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { $accessInfo, $contextStatus, $customer, $isBusiness } from '../../../entities/customer/index.ts';
import {
  $intendedPath,
  $partnerPath,
  $sessionStatus,
  $startTarget,
  PARTNER_PATH,
  guardFor,
  intendedPathStored,
  intendedPathUsed,
  partnerPathReached,
  routeAccessFor,
  routeAccessInput,
} from '../../../entities/session/index.ts';
import type { Layout } from '../../../shared/routes/index.ts';
import { loginHref, paths, Navigate, useLocation } from '../../../shared/routes/index.ts';
import { $migrationGate, EmailConfirmationDialog } from '../../../features/sign-in/index.ts';
import { IdleWatcher } from '../../../features/sign-out/index.ts';
import { AfterFirstPaint, Skeleton } from '../../../shared/ui/index.ts';

/** The new-build check (version.json, its poll and notice) starts after the first paint, in a chunk of its own. */
const NewBuildNotice = lazy(() =>
  import('../../../features/new-build/index.ts').then((m) => ({ default: m.NewBuildNotice })),
);

/** Applies guardFor to the current route; see entities/session guard.ts for the rules. */
export function Guard({ layout, children }: { layout: Layout; children: ReactNode }) {
  const { t } = useTranslation();
  const location = useLocation();
  const [status, intendedPath, storePath, forgetPath, start, partnerPath, reachPartner] = useUnit([
    $sessionStatus,
    $intendedPath,
    intendedPathStored,
    intendedPathUsed,
    $startTarget,
    $partnerPath,
    partnerPathReached,
  ]);
  const [contextStatus, customer, accessInfo, isBusiness, migration] = useUnit([
    $contextStatus,
    $customer,
    $accessInfo,
    $isBusiness,
    $migrationGate,
  ]);
  const decision = guardFor(status, layout, location.pathname === loginHref);
  const here = `${location.pathname}${location.search}`;
  // Spec 1 §2 guards beyond signing in; they wait for customer info, and do not block without it.
  const guarded = decision === 'render' && status === 'authed' && (layout === 'main' || layout === 'restricted');
  const contextPending = guarded && (contextStatus === 'idle' || contextStatus === 'loading');
  const redirect =
    guarded && contextStatus === 'ready'
      ? routeAccessFor(
          routeAccessInput(here, partnerPath, {
            isBusiness,
            customerNeedsKyc: customer?.isNeedKyc === true,
            needsProfileUpdate: customer?.isNeedPersonalInfoUpdate === true,
            accessInfo,
          }),
        )
      : null;
  const leaveFor = decision === 'toHome' && start?.kind === 'external' ? start.url : null;

  useEffect(() => {
    if (decision === 'toLoginKeepingPath') storePath(here);
    // The stored path is used once: forget it when a signed-in screen is reached (the picker passes it on).
    const passesOn = location.pathname === paths.customerAccess.getHref();
    if (decision === 'render' && layout !== 'external' && intendedPath !== null && !passesOn) forgetPath();
    if (decision === 'render' && partnerPath !== null && location.pathname === PARTNER_PATH) reachPartner();
  }, [decision, here, layout, intendedPath, storePath, forgetPath, partnerPath, location.pathname, reachPartner]);
  useEffect(() => {
    // Spec 1 §2 start page step 1: the old web app lives elsewhere.
    if (leaveFor) window.location.assign(leaveFor);
  }, [leaveFor]);

  if (decision === 'wait' || contextPending) return <Skeleton label={t('common.loading')} />;
  if (decision === 'toHome') {
    // a sign-in's two-factor migration screen comes before the start page (spec 1 §4 login flows)
    if (migration === 'due') return <Navigate to={paths.scp.getHref()} replace />;
    if (migration === 'checking') return <Skeleton label={t('common.loading')} />;
    return start?.kind === 'path' ? <Navigate to={start.to} replace /> : <Skeleton label={t('common.loading')} />;
  }
  if (decision === 'toLogin' || decision === 'toLoginKeepingPath') return <Navigate to={loginHref} replace />;
  if (redirect !== null) return <Navigate to={redirect} replace />;
  return (
    <>
      {children}
      {status === 'authed' && layout !== 'static' ? <IdleWatcher /> : null}
      {layout !== 'static' ? <EmailConfirmationDialog /> : null}
      <AfterFirstPaint>
        <NewBuildNotice />
      </AfterFirstPaint>
    </>
  );
}
