export { DocumentUploadForm } from './ui/document-upload-form.tsx';
