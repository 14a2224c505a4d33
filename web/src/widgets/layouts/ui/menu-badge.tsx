import { useTranslation } from 'react-i18next';
import type { MenuBadge } from '../model/profile-menu.ts';

/** A profile-menu entry's count (spec 1 §2: red when something waits, blue otherwise), its meaning read out. */
export function MenuBadgeView({ badge }: { badge: MenuBadge }) {
  const { t } = useTranslation();
  return (
    <span className={`badge badge-${badge.tone}`} data-testid="contracts-badge" data-tone={badge.tone}>
      <span className="visually-hidden">
        {badge.tone === 'red' ? t('profileMenu.pendingCount') : t('profileMenu.activeCount')}{' '}
      </span>
      {badge.count}
    </span>
  );
}
