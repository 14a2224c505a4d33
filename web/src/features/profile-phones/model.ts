import { phoneAdd, phoneConfirm, phoneReplace, phoneVerify } from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

// Each section shows its errors inline, next to what was typed.
export const phoneAddFx = createCallFx(phoneAdd, { dialog: false });
export const phoneReplaceFx = createCallFx(phoneReplace, { dialog: false });
export const phoneVerifyFx = createCallFx(phoneVerify, { dialog: false });
export const phoneConfirmFx = createCallFx(phoneConfirm, { dialog: false });

export type PhoneProblem = 'badCountryCode' | 'badNumber';

/** The contracts' rules (dialling code 1 to 4 digits, number 4 to 15), after dropping '+', spaces, dashes and dots. */
export function phoneInput(countryCode: string, number: string) {
  const cc = countryCode.replace(/[\s+\-.()]/g, '');
  const nr = number.replace(/[\s\-.()]/g, '');
  const problems: Partial<Record<'countryCode' | 'number', PhoneProblem>> = {};
  if (!/^\d{1,4}$/.test(cc)) problems.countryCode = 'badCountryCode';
  if (!/^\d{4,15}$/.test(nr)) problems.number = 'badNumber';
  return { countryCode: cc, number: nr, problems };
}
