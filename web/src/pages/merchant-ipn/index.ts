export { IpnHistoryPage } from './ui/ipn-history-page.tsx';
export { IpnSettingsPage } from './ui/ipn-settings-page.tsx';
