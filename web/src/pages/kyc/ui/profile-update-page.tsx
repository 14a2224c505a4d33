import { KycPage } from './kyc-page.tsx';

/** /profile-update: the personal information update (spec 1 §2 start page: "profile update if needed"). */
export function ProfileUpdatePage() {
  return <KycPage update />;
}
