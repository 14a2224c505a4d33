import { contractStats, notificationSideEffects } from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { createApiQuery } from '../../../shared/api/index.ts';
import { sessionEnded } from '../../../shared/lib/index.ts';
import { notificationReceived } from '../../../shared/lib/notification-received.ts';

/**
 * The profile menu's smart-contracts badge counts (spec 1 §2 "the badge logic waits on a stats call"; spec 3 §7
 * "GET /contract/stats"): loaded on each page entry while the entry shows (the badge's gate), again after a
 * contract action here (`contractsChanged`), and when a contract notification comes (spec 3 §3 scContract* types).
 */
export const ContractsStatsGate = createGate();
/** A notification whose side effect is to reload contracts (spec 3 §4 "Contract types silently reload contracts"). */
export const contractNotified = notificationReceived.filter({
  fn: (n) => notificationSideEffects(n.type).includes('reloadContracts'),
});
export const contractsChanged = createEvent();

const statsQuery = createApiQuery(contractStats, { dialog: false });

export interface ContractStats {
  pending: number;
  active: number;
}
export const $contractStats = createStore<ContractStats | null>(null)
  .on(statsQuery.finished.success, (_, { result }) => ({ pending: result.data.pending, active: result.data.active }))
  .reset(sessionEnded);

sample({ clock: ContractsStatsGate.open, fn: () => ({}), target: statsQuery.start });
sample({
  clock: [contractsChanged, contractNotified],
  source: ContractsStatsGate.status,
  filter: (open) => open,
  fn: () => ({}),
  target: statsQuery.start,
});
