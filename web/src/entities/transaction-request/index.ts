export { approvalRole } from './rules.ts';
export { CountsGate, countsRequested, countsQuery, $requestCounts } from './model.ts';
export { RequestCountBadges } from './ui/count-badges.tsx';
