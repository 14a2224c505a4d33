export { SavedButtonsPage } from './ui/saved-buttons-page.tsx';
export { PbnSettingsPage } from './ui/pbn-settings-page.tsx';
export { BusinessLogosPage } from './ui/business-logos-page.tsx';
