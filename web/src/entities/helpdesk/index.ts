export { helpdeskClient, trackedSignal, rateLimitSeen } from './model/client.ts';
export { helpdeskFailed, rateLimitOver } from './model/rate-limit.ts';
export { UnreadGate, helpdeskChanged, $unreadTicketNumbers } from './model/stats.ts';
export { ticketStatusOf } from './model/status.ts';
export type { TicketStatusId } from './model/status.ts';
export { RateLimitNotice } from './ui/rate-limit-notice.tsx';
