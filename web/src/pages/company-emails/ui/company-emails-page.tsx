import { CompanyEmails } from '../../../features/company-emails/index.ts';

/** /company-emails (spec 1 §2 "payment emails"). */
export function CompanyEmailsPage() {
  return <CompanyEmails />;
}
