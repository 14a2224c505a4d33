export { groupRepresentatives } from './model.ts';
export { RepresentativeActions, RepresentativeDialogs } from './ui/representative-dialogs.tsx';
