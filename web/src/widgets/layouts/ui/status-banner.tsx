import { useGate, useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $authed } from '../../../entities/session/index.ts';
import { Link } from '../../../shared/routes/index.ts';
import { $statusBanner, $verificationLoad } from '../../../entities/verification/index.ts';
import { Skeleton } from '../../../shared/ui/index.ts';
import { StatusBannerGate } from '../model/status-banner.ts';

/**
 * Spec 1 §4 status banner at the top of the signed-in pages: title,
 * description, the link (limited-account or profile) and the action count.
 * Nothing is shown while loading, on a failed load, or without a warning.
 */
export function StatusBanner() {
  const { t } = useTranslation();
  const banner = useUnit($statusBanner);
  if (!banner) return null;
  return (
    <section
      className="status-banner"
      role="status"
      aria-label={t('verification.banner.label')}
      data-testid="status-banner"
    >
      <div className="status-banner-text">
        <strong className="status-banner-title">{t(banner.titleKey)}</strong>
        <span>{t(banner.descriptionKey)}</span>
        {banner.count > 0 ? (
          <span className="status-banner-count" data-testid="status-banner-count">
            {t('verification.banner.actions', { count: banner.count })}
          </span>
        ) : null}
      </div>
      <Link className="btn btn-secondary" to={banner.href}>
        {t(banner.href === '/limited-account' ? 'verification.banner.toLimited' : 'verification.banner.toProfile')}
      </Link>
    </section>
  );
}

/** Opens the banner's gate: its round (entities/verification) starts. */
function BannerLoad() {
  useGate(StatusBannerGate);
  return null;
}

/**
 * The banner's round starts with the main layout, signed in (alongside the customer context the guard waits for),
 * not after the guard has let the page render.
 */
export function StatusBannerLoad() {
  const authed = useUnit($authed);
  return authed ? <BannerLoad /> : null;
}

/**
 * The page with the banner above it. The banner's round answers after the page's first render; a banner appearing
 * then pushed the page down (/home's layout shift, web README "Loading fast"). So until the round's first answer
 * (ready or failed) the page renders hidden (its loads start as usual) behind a skeleton, and shows once with its
 * banner; a later round (another acting customer) keeps both on screen.
 */
export function WithStatusBanner({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const load = useUnit($verificationLoad);
  const pending = load === 'idle' || load === 'loading';
  return (
    <>
      {pending ? <Skeleton label={t('common.loading')} /> : <StatusBanner />}
      <div className="page-after-banner" hidden={pending}>
        {children}
      </div>
    </>
  );
}
