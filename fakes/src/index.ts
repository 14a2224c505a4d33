export { buildFakes } from './server.ts';
export type { FakesOptions } from './server.ts';
export { demoUsers, demoPassword, demoOtp, loginFlowKinds } from './seed-auth.ts';
export type { DemoUser, LoginFlowKind } from './seed-auth.ts';
export { knownCallIds } from './controls.ts';
export { formatMinor, parseMinor } from './money.ts';
export { LedgerError } from './ledger.ts';
export { tenantKey, resolveTenant } from './tenants.ts';
