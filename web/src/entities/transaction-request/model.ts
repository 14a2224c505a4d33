import { transactionRequestCountsGet } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * The counts of business transaction requests waiting for an approval (spec 2 §7 "Notification counts:
 * massTransactionRequestCount, transactionRequestCount"), shown in the transfers menu and reloaded after each
 * approve or decline (spec 2 §4 "then the list and the counts reload"). Unknown (not loaded, or failed) shows nothing.
 */
export interface RequestCounts {
  transactionRequestCount: number;
  massTransactionRequestCount: number;
}

export const countsRequested = createEvent();
export const countsQuery = createApiQuery(transactionRequestCountsGet, { dialog: false });

export const $requestCounts = createStore<RequestCounts | null>(null)
  .on(countsQuery.finished.success, (_, { result }) => ({
    transactionRequestCount: result.transactionRequestCount,
    massTransactionRequestCount: result.massTransactionRequestCount,
  }))
  .reset(sessionEnded);

sample({ clock: countsRequested, fn: () => ({ body: {} }), target: countsQuery.start });

/** The menu's counts load while the menu shows them (a business customer's transfers menu). */
export const CountsGate = createGate();
sample({ clock: CountsGate.open, target: countsRequested });
