export { DocumentUploadForm } from './ui/document-upload-form.tsx';
export type { DocumentUploadFormProps } from './ui/document-upload-form.tsx';
export { uploadSlots, availableCategories, percentOf } from './plan.ts';
export type { UploadSlot } from './plan.ts';
