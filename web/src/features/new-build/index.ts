export { NewBuildNotice } from './ui/new-build-notice.tsx';
