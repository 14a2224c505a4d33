export { AddCardPage } from './ui/add-card-page.tsx';
