export { ApplyCard } from './ui/apply-card.tsx';
