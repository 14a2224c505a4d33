export { RevenueSplitPage } from './ui/revenue-split-page.tsx';
