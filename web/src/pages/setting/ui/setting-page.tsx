import { useTranslation } from 'react-i18next';
import { ChangePasswordSection } from '../../../features/change-password/index.ts';
import { IpWhitelistSection } from '../../../features/ip-whitelist/index.ts';
import { LinkedDevicesSection } from '../../../features/linked-devices/index.ts';
import { TwoStepSection } from '../../../features/two-step/index.ts';

/** /setting: the account security sections (spec 2 §7 "Security and devices"). */
export function SettingPage() {
  const { t } = useTranslation();
  return (
    <>
      <h1>{t('setting.title')}</h1>
      <TwoStepSection />
      <IpWhitelistSection />
      <LinkedDevicesSection />
      <ChangePasswordSection />
    </>
  );
}
