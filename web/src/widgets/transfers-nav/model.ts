import { externalTransfersAvailableGet } from '@app/contracts';
import { combine, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $customer, $isBusiness } from '../../entities/customer/index.ts';
import { offeredMass, offersMass } from '../../entities/external-transfer/index.ts';
import { createApiQuery } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * The transfers menu's link to /transfer/mass: shown when the customer may make at least one mass transfer (spec 2
 * §6; entities/external-transfer offeredMass, the rule of the /transfer/mass hub). P2P and global pay are decided by
 * the permissions alone; the external kinds need the available-transfers answer, so it is asked for only when the
 * permissions alone offer nothing (no call on every transfers page for a link already decided).
 */
export const TransfersNavGate = createGate();
export const availableQuery = createApiQuery(externalTransfersAvailableGet, { dialog: false });

const $available = createStore<{ type: string; permission: string; isAvailable: boolean }[] | null>(null)
  .on(availableQuery.finished.success, (_, { result }) => result.transfers)
  .reset(sessionEnded);
const offered = (
  available: Parameters<typeof offeredMass>[0]['available'],
  customer: { permissions?: Readonly<Record<string, unknown>> | undefined } | null,
  isBusiness: boolean,
) => offersMass(offeredMass({ available, permissions: customer?.permissions, isBusiness }));

const $byPermissions = combine($customer, $isBusiness, (customer, isBusiness) =>
  offered(undefined, customer, isBusiness),
);
export const $showMass = combine($available, $customer, $isBusiness, (available, customer, isBusiness) =>
  offered(available ?? undefined, customer, isBusiness),
);

sample({
  clock: [TransfersNavGate.open, $byPermissions],
  source: { open: TransfersNavGate.status, byPermissions: $byPermissions, available: $available },
  filter: ({ open, byPermissions, available }) => open && !byPermissions && available === null,
  fn: () => ({ body: {} }),
  target: availableQuery.start,
});
