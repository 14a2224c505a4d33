export { ManageAccess } from './ui/manage-access.tsx';
