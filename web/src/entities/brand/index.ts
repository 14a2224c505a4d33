export {
  configFx,
  applyThemeFx,
  themeVariables,
  $config,
  $configFailed,
  $projectName,
  $brandLogo,
  $availableLanguages,
} from './model.ts';
export { BrandLogo } from './ui/brand-logo.tsx';
