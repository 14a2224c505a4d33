import { useGate, useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../shared/routes/index.ts';
import { $statusBanner } from '../../../entities/verification/index.ts';
import { StatusBannerGate } from '../model/status-banner.ts';

/**
 * Spec 1 §4 status banner at the top of the signed-in pages: title,
 * description, the link (limited-account or profile) and the action count.
 * Nothing is shown while loading, on a failed load, or without a warning.
 */
export function StatusBanner() {
  const { t } = useTranslation();
  const banner = useUnit($statusBanner);
  useGate(StatusBannerGate);
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
