import type { CallBodyOf, octTransfer } from '@app/contracts';
import { maskCardNumber } from '../../entities/card/index.ts';
import { type PayoutCardProblem, payoutCardCheck } from '../../entities/external-transfer/index.ts';

/**
 * The card payout (oct) beneficiary: its part of the submit body (contracts `octTransfer`), and the rules the form
 * checks before it is sent (spec 2 §5).
 */
export type CardPayoutPayload = Pick<CallBodyOf<typeof octTransfer>, 'beneficiaryName' | 'cardNumber'>;

/** The contract's limit of a beneficiary name (`octTransfer.beneficiaryName`). */
export const NAME_MAX = 140;

/** Locale keys under `cardPayout`. */
export type NameProblem = 'nameRequired' | 'nameTooLong';

export function nameProblem(name: string): NameProblem | null {
  const v = name.trim();
  if (v === '') return 'nameRequired';
  return v.length > NAME_MAX ? 'nameTooLong' : null;
}

export interface CardPayoutInput {
  beneficiaryName: string;
  /** as typed, spaces and all */
  cardNumber: string;
  /** the blocked BIN list (blockedBinListGet), undefined while it is not loaded */
  blockedBins: readonly string[] | undefined;
}

export interface CardPayoutProblems {
  beneficiaryName: NameProblem | null;
  /** locale keys under `externalTransfer.field` */
  cardNumber: PayoutCardProblem | null;
}

export function cardPayoutProblems(input: CardPayoutInput): CardPayoutProblems {
  const card = payoutCardCheck(input.cardNumber, input.blockedBins);
  return { beneficiaryName: nameProblem(input.beneficiaryName), cardNumber: card.ok ? null : card.problem };
}

/**
 * The block's payload, or null. Spec 2 §5 "Card BIN lookup uses the first 6 digits with spaces removed. A blocked
 * card BIN list is fetched.": the number goes with its spaces removed, and a card whose BIN is on the list is refused
 * here, before the submit. Decision: no payload until the list has loaded (while it loads, or when its load failed
 * and the block offers a retry): a card payout is not sent without the blocked-BIN check.
 */
export function cardPayoutPayload(input: CardPayoutInput): CardPayoutPayload | null {
  if (input.blockedBins === undefined) return null;
  const card = payoutCardCheck(input.cardNumber, input.blockedBins);
  if (!card.ok || nameProblem(input.beneficiaryName) !== null) return null;
  return { beneficiaryName: input.beneficiaryName.trim(), cardNumber: card.cardNumber };
}

/**
 * The card number shown back to the customer: spec 2 §5 "Card numbers shorter than 16 characters are not masked."
 * (entities/card `maskCardNumber` on the number without spaces, so the spaces typed do not count), in groups of 4.
 */
export function payoutCardLabel(cardNumber: string): string {
  const masked = maskCardNumber(cardNumber.replace(/\s+/g, ''));
  return (masked.match(/.{1,4}/gu) ?? []).join(' ');
}

/**
 * What a prefill (a repeat or a template, in the contract's field names) gives the block. Decision: a card number
 * that is not all digits (a masked one, `•••• 1111`) cannot be paid out to again and is left out: the customer types
 * the card again.
 */
export function prefillOf(values: Readonly<Record<string, unknown>>): {
  beneficiaryName?: string;
  cardNumber?: string;
} {
  const out: { beneficiaryName?: string; cardNumber?: string } = {};
  if (typeof values.beneficiaryName === 'string') out.beneficiaryName = values.beneficiaryName;
  if (typeof values.cardNumber === 'string' && /^[\d ]+$/.test(values.cardNumber)) out.cardNumber = values.cardNumber;
  return out;
}
