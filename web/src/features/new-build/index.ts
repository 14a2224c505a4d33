export {
  isNewBuild,
  versionFx,
  reloadFx,
  versionCheckDue,
  reloadClicked,
  laterClicked,
  $newBuild,
  $loadedVersion,
} from './model.ts';
export { NewBuildNotice } from './ui/new-build-notice.tsx';
