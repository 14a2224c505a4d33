export { TwoStepSection } from './ui/two-step-section.tsx';
export { twoStepModes, opened as twoStepOpened } from './model.ts';
export type { TwoStepMode } from './model.ts';
