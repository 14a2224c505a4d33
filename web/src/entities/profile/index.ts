export { documentStatusName, requiredSides, validateUploadFile, uploadProblemKey } from './documents.ts';
export type { DocumentSide } from './documents.ts';
export { profileRequested, $profile, $profileStatus, $profileError } from './model.ts';
export { CodeForm } from './ui/pieces.tsx';
