import type { OutcomePhase } from '../../shared/money-outcome/index.ts';

/**
 * The title and text of the outcome block (locales `paymentOutcome.*`): checking, paid (a row still processing
 * is "reached us, waiting for its confirmation"), not paid, or not confirmed. null: nothing to show.
 */
export function outcomeTextKeys(
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
