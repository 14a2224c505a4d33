import { statementPageSize } from '@app/contracts';

/** Spec 2 §9: statement export page size 12. */
export const PAGE_SIZE = statementPageSize;
/** How often the export status is asked while a statement is being built. */
export const POLL_MS = 1000;
/** Polling gives up after this many answers that are still 'processing'. */
export const MAX_POLLS = 60;

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / PAGE_SIZE));

/** Spec 1 §5 e-mail check: valid if longer than 5 characters with '@' and '.'; here it is required. */
export function statementEmailProblem(email: string): 'required' | 'invalid' | null {
  const e = email.trim();
  if (e === '') return 'required';
  return e.length > 5 && e.includes('@') && e.includes('.') ? null : 'invalid';
}

/** Business users send fromCustomerId (spec 2 §6/§7); personal users do not. */
export function sendBody(exportId: string, email: string, business: { customerId: number } | null) {
  return { exportId, email: email.trim(), ...(business ? { fromCustomerId: business.customerId } : {}) };
}

export const statementFileName = (accountId: number, year: number, month: number) =>
  `statement-${accountId}-${year}-${String(month).padStart(2, '0')}.pdf`;

/**
 * Polls until `check` says ready; stops (and resolves 'stopped') when the signal aborts, e.g. when the user
 * leaves the page. `wait` is injected so tests run without timers.
 */
export async function pollUntilReady<T extends { status: string }>(
  check: () => Promise<T>,
  onProgress: (answer: T) => void,
  signal: AbortSignal,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T | 'stopped' | 'timeout'> {
  for (let i = 0; i < MAX_POLLS; i++) {
    if (signal.aborted) return 'stopped';
    const answer = await check();
    if (signal.aborted) return 'stopped';
    onProgress(answer);
    if (answer.status === 'ready') return answer;
    await wait(POLL_MS);
  }
  return 'timeout';
}
