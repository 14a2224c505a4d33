import { useTranslation } from 'react-i18next';
import { WebhooksSection } from '../../../features/merchant-webhooks/index.ts';
import { MerchantLayout } from '../../../widgets/merchant-nav/index.ts';
import { AllowedIpsSection } from './allowed-ips-section.tsx';
import { ApiKeysSection } from './api-keys-section.tsx';
import './merchant-api.css';

/**
 * /merchant/internal/api_key, the "API settings" (spec 3 §2: keys, webhooks, allowed IPs; full access rights only,
 * spec 3 §6 — the guard sends others to saved buttons).
 */
export function MerchantApiKeyPage() {
  const { t } = useTranslation();
  return (
    <MerchantLayout title={t('merchantApi.settingsTitle')}>
      <ApiKeysSection />
      <WebhooksSection />
      <AllowedIpsSection />
    </MerchantLayout>
  );
}
