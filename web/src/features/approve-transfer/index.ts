export { ApproveTransfer } from './ui/approve-transfer.tsx';
export { approvalStarted, settled } from './model.ts';
