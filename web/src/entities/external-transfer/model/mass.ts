import type { MassMethod } from '@app/contracts';
import { allowedTransfers } from '../../transfer/@x/external-transfer.ts';
import { type AvailableTransfer, offeredExternalTypes } from './rules.ts';

/**
 * Which mass transfers a customer may make (spec 2 §6 "Mass transfers: wire, eft, oct, instant, interac, p2p, digital
 * (crypto), global"): used by the /transfer/mass screens (pages/transfer-mass) and the transfers menu
 * (widgets/transfers-nav), which links /transfer/mass only when one is offered.
 * The kinds are the child routes of /transfer/mass (spec 2 §2: wire, eft, oct, digital; global has its own page).
 */
export type MassKind = 'wire' | 'eft' | 'oct' | 'digital';
export const massKinds: readonly MassKind[] = ['wire', 'eft', 'oct', 'digital'];

/** The external type of a kind's rows (spec 2 §6 says "digital (crypto)": crypto_eft). */
export const massMethodOf: Readonly<Record<MassKind, MassMethod>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  digital: 'crypto_eft',
};

export interface OfferedMass {
  kinds: MassKind[];
  p2p: boolean;
  global: boolean;
}

/**
 * Spec 2 §6 "Mass transfers: wire, eft, oct, instant, interac, p2p, digital (crypto), global" with "Transfers to
 * others": a mass transfer pays others (contracts mass-transfers.ts: every row is planned with permission '3d'), so a
 * kind is offered exactly when /transfer/external offers its type to others (offeredExternalTypes: the
 * available-transfers answer and the permission flags), and p2p and global when the transfers menu allows them to
 * others (entities/transfer allowedTransfers: p2p needs sendMoneyUser for a business).
 * While the available-transfers answer has not come, no external kind is offered.
 */
export function offeredMass(input: {
  available: readonly AvailableTransfer[] | undefined;
  permissions: Readonly<Record<string, unknown>> | undefined;
  isBusiness: boolean;
}): OfferedMass {
  const types = offeredExternalTypes({ ...input, permission: '3d' });
  const toOthers = allowedTransfers(input.permissions, input.isBusiness).thirdParty;
  return {
    kinds: massKinds.filter((k) => types.includes(massMethodOf[k])),
    p2p: toOthers.includes('p2p'),
    global: toOthers.includes('global'),
  };
}

/** The transfers menu links /transfer/mass when at least one mass transfer is offered (its hub lists them). */
export const offersMass = (offered: OfferedMass): boolean => offered.kinds.length > 0 || offered.p2p || offered.global;
