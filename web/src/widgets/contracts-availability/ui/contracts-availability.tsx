import { useUnit } from 'effector-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { $config } from '../../../entities/brand/index.ts';
import { $customer } from '../../../entities/customer/index.ts';
import { Link, paths } from '../../../shared/routes/index.ts';
import { Alert, Skeleton } from '../../../shared/ui/index.ts';
import { contractsAvailability } from '../model/availability.ts';

/**
 * Renders its children only when the revenue-split screens are open to the customer (model/availability.ts). With
 * `explain`, says why they are not (and where to go); without it, shows nothing then.
 */
export function ContractsAvailability({ children, explain = false }: { children: ReactNode; explain?: boolean }) {
  const { t } = useTranslation();
  const [customer, config] = useUnit([$customer, $config]);
  const state = contractsAvailability(customer?.verified, config ? config.contractsEnable === true : undefined);
  if (state === 'available') return <>{children}</>;
  if (!explain) return null;
  if (state === 'loading') return <Skeleton lines={4} label={t('common.loading')} />;
  return (
    <Alert tone="info">
      <p>{t(`revenueSplit.availability.${state}`)}</p>
      {state === 'unverified' ? (
        <p>
          <Link to={paths.profile.getHref()}>{t('revenueSplit.availability.toProfile')}</Link>
        </p>
      ) : null}
    </Alert>
  );
}
