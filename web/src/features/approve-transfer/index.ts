export { ApproveTransfer } from './ui/approve-transfer.tsx';
export { approvalStarted, settled, closed as approvalClosed, $approval } from './model.ts';
export type { SubmitAnswer, ApprovalState, Step } from './model.ts';
export { approvalStepFor, approveProblem, successTitleKey, outcomeOf, outcomeKey } from './lib.ts';
export type { ApprovalStep, Outcome } from './lib.ts';
