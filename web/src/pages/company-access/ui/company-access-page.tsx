import { useTranslation } from 'react-i18next';
import { ManageAccess } from '../../../features/manage-access/index.ts';

/** /company-access (spec 1 §2 "manage users"). */
export function CompanyAccessPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('companyAccess.title')}</h1>
      <ManageAccess />
    </>
  );
}
