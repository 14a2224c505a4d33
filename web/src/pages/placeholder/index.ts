export { PlaceholderPage } from './ui/placeholder-page.tsx';
