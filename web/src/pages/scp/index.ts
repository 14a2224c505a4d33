export { ScpPage, ScpMobilePage } from './ui/scp-page.tsx';
