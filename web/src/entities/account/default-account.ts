import type { Account } from '@app/contracts';

/**
 * Spec 2 §4 "History": with no account selected, the first account sorted by account status id is loaded.
 * Closed accounts (status 11) sort last like any other id; ties keep the list order (a stable sort).
 * Used by /history and /statements.
 */
export function defaultHistoryAccount(accounts: readonly Account[], selected?: number): Account | undefined {
  if (selected !== undefined) {
    const found = accounts.find((a) => a.accountId === selected);
    if (found) return found;
  }
  return [...accounts].sort((a, b) => a.accountStatusId - b.accountStatusId)[0];
}
