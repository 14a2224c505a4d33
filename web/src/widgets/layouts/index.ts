export { ExternalLayout } from './ui/external-layout.tsx';
export { RestrictedLayout } from './ui/restricted-layout.tsx';
export { MainLayout } from './ui/main-layout.tsx';
export { StaticLayout } from './ui/static-layout.tsx';
