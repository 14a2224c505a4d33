import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { paths, Link } from '../../../shared/routes/index.ts';
import { $customer, $customerAccesses } from '../context.ts';
import './customer.css';

/** Spec 1 §2 start page, §6: users with related accounts see whom they act for and may switch. */
export function SwitchCustomerLink() {
  const { t } = useTranslation();
  const [accesses, customer] = useUnit([$customerAccesses, $customer]);
  if (accesses.length < 2) return null;
  const listed = accesses.find((a) => a.customerId === customer?.customerId)?.customerName;
  const name = listed ?? customer?.businessName ?? [customer?.firstName, customer?.lastName].filter(Boolean).join(' ');
  return (
    <span className="acting-customer">
      {name ? <span data-testid="acting-customer">{t('customerAccess.actingFor', { name })}</span> : null}{' '}
      <Link to={paths.customerAccess.getHref()}>{t('customerAccess.switch')}</Link>
    </span>
  );
}
