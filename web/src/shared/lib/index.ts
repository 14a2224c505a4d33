export { appStarted, sessionEnded } from './lifecycle.ts';
export type { SessionEndReason } from './lifecycle.ts';
export { formatMoney, formatAmount, splitDecimal, currencySymbols } from './money.ts';
export { emailProblem } from './email.ts';
export type { EmailProblem } from './email.ts';
export { ipProblem, ipRangeProblem, ipv4ToNumber } from './ip.ts';
export type { IpProblem, IpRangeProblem } from './ip.ts';
export { passwordUnmet, repeatProblem, passwordRules, PASSWORD_MIN } from './password.ts';
export type { PasswordRule, RepeatProblem } from './password.ts';
