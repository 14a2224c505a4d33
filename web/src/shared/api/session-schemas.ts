/**
 * The schemas of the gateway's session surface (contracts session-surface.ts, zod/mini): session.ts loads this
 * module with its first request, to check the answers; /login's first script does not hold them.
 */
export { sessionSurface } from '@app/contracts';
