export { approvalRole } from './rules.ts';
export { countsRequested, countsQuery, $requestCounts } from './model.ts';
