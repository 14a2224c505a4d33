export { SettingPage } from './ui/setting-page.tsx';
