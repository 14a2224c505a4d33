export { configFx, applyThemeFx, $config, $configFailed, $projectName, $availableLanguages } from './model.ts';
export { BrandLogo } from './ui/brand-logo.tsx';
export { mapLinkFor } from './maps.ts';
