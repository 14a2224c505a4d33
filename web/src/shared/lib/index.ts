export { appStarted, sessionEnded } from './lifecycle.ts';
export type { SessionEndReason } from './lifecycle.ts';
export { formatMoney, formatAmount, splitDecimal, currencySymbols } from './money.ts';
export { emailProblem } from './email.ts';
export type { EmailProblem } from './email.ts';
