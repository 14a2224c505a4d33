import { useTranslation } from 'react-i18next';
import { AdminCustomers } from '../../../features/admin-customers/index.ts';

/** /admin-overview (restricted layout; the admin's start page, spec 1 §2). */
export function AdminOverviewPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('adminOverview.title')}</h1>
      <AdminCustomers />
    </>
  );
}
