import { useGate, useUnit } from 'effector-react';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from '../../../shared/routes/index.ts';
import { $config } from '../../../entities/brand/index.ts';
import { $authed } from '../../../entities/session/index.ts';
import {
  $requiredActionCount,
  $verificationData,
  $verificationLoad,
  isBusinessCustomer,
} from '../../../entities/verification/index.ts';
import { $companyActionRequired, ProfileMenuGate } from '../model/profile-menu-load.ts';
import { type MenuEntry, profileMenu } from '../model/profile-menu.ts';
import { AfterPageShown } from './after-page-shown.tsx';
import { MenuBadgeView } from './menu-badge.tsx';

/** The smart contracts badge's counts: a chunk of its own (contracts-count.tsx). */
const ContractsCount = lazy(() => import('./contracts-count.tsx').then((m) => ({ default: m.ContractsCount })));

function Entry({ entry }: { entry: MenuEntry }) {
  const { t } = useTranslation();
  return (
    <NavLink
      to={entry.href}
      end
      className={({ isActive }) =>
        [isActive ? 'active' : '', entry.highlighted ? 'highlighted' : ''].filter(Boolean).join(' ') || undefined
      }
    >
      {t(`profileMenu.${entry.id}`)}
      {entry.highlighted ? (
        <>
          <span className="menu-dot" aria-hidden="true" />
          <span className="visually-hidden"> ({t('profileMenu.actionRequired')})</span>
        </>
      ) : null}
      {entry.badge ? <MenuBadgeView badge={entry.badge} /> : null}
      {entry.id === 'smartContracts' && !entry.badge ? (
        <AfterPageShown>
          <Suspense fallback={null}>
            <ContractsCount />
          </Suspense>
        </AfterPageShown>
      ) : null}
    </NavLink>
  );
}

/**
 * Spec 1 §2 "Profile menus" under the header of the main layout: the personal
 * or the company order, with the smart contracts badge and the highlights.
 * The smart contracts badge's counts load lazily once the page is shown (contracts-count.tsx).
 */
export function ProfileMenu() {
  const { t } = useTranslation();
  const [data, load, count, config, companyAction] = useUnit([
    $verificationData,
    $verificationLoad,
    $requiredActionCount,
    $config,
    $companyActionRequired,
  ]);
  const authed = useUnit($authed);
  const business = data ? isBusinessCustomer(data.customer.customerType) : false;
  // The menu sits outside the layout's guard: its gate asks nothing before somebody is signed in.
  useGate(ProfileMenuGate);
  // While the menu's data loads its row is held (spec 1 §2 "Profile menus" sit under the header): the page
  // below must not move down when the menu appears (layout shift, Lighthouse CLS). A failed load shows no menu.
  if (!data)
    return authed && load !== 'failed' ? (
      <div className="profile-menu" aria-hidden="true" data-testid="profile-menu-pending">
        <ul>
          <li>
            <span className="profile-menu-pending">&nbsp;</span>
          </li>
        </ul>
      </div>
    ) : null;
  const entries = profileMenu({
    kind: business ? 'company' : 'personal',
    requestMoney: data.customer.permissions?.requestMoney === true,
    verified: data.customer.verified,
    contractsEnable: config?.contractsEnable === true,
    requiredActionCount: count,
    companyActionRequired: companyAction,
  });
  return (
    <nav aria-label={t('profileMenu.title')} className="profile-menu">
      <ul>
        {entries.map((e) => (
          <li key={e.id}>
            <Entry entry={e} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
