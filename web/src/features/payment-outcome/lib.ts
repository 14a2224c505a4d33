import type { OutcomePhase } from '../../shared/money-outcome/index.ts';

/** What the money call was: a payment the user sends, or a business approval of transfers others initiated. */
export type OutcomeWording = 'payment' | 'approval';

/**
 * The title and text of the outcome block (locales `paymentOutcome.*`, or `approvalOutcome.*` for an approval,
 * spec 2 §7 'Business approvals'): checking, paid (a row still processing is "reached us, waiting for its
 * confirmation"), not paid, or not confirmed. null: nothing to show.
 */
export function outcomeTextKeys(
  phase: OutcomePhase,
  rowStatus: 'completed' | 'processing' | 'rejected' | null,
  wording: OutcomeWording = 'payment',
): { title: string; text: string } | null {
  const keys = textKeys(phase, rowStatus);
  if (!keys || wording === 'payment') return keys;
  return { title: toApproval(keys.title), text: toApproval(keys.text) };
}

/** The key of the outcome's progress indicator. */
export const progressKey = (wording: OutcomeWording): string =>
  wording === 'approval' ? 'approvalOutcome.progress' : 'paymentOutcome.progress';

const toApproval = (key: string) => key.replace(/^paymentOutcome\./, 'approvalOutcome.');

function textKeys(
  phase: OutcomePhase,
  rowStatus: 'completed' | 'processing' | 'rejected' | null,
): { title: string; text: string } | null {
  switch (phase) {
    case 'idle':
      return null;
    case 'sending':
    case 'checking':
      return { title: 'paymentOutcome.checking', text: 'paymentOutcome.checkingHint' };
    case 'paid':
      return {
        title: 'paymentOutcome.paid',
        text: rowStatus === 'processing' ? 'paymentOutcome.pendingText' : 'paymentOutcome.paidText',
      };
    case 'notPaid':
      return { title: 'paymentOutcome.notPaid', text: 'paymentOutcome.notPaidText' };
    case 'unknown':
      return { title: 'paymentOutcome.unknown', text: 'paymentOutcome.unknownText' };
  }
}
