export { TwoStepSection } from './ui/two-step-section.tsx';
