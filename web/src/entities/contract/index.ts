export { ContractsStatsGate, contractNotified, contractsChanged, $contractStats } from './model/stats.ts';
export { contractView } from './model/viewer.ts';
export { ContractStatusTag, IdentificationStatusText } from './ui/contract-status.tsx';
export { ContractShare } from './ui/contract-share.tsx';
