export { TransfersNav } from './ui/transfers-nav.tsx';
