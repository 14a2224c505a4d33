import { type ExternalTransferType, externalTransferTypes } from '@app/contracts';
import type { TransferPermission } from './rules.ts';

/** Spec 2 §6 names crypto_eft "digital" and instant_payment "instant": a deep link may use either spelling. */
const typeAliases: Readonly<Record<string, ExternalTransferType>> = {
  digital: 'crypto_eft',
  instant: 'instant_payment',
};

/**
 * The deep link of /transfer/external (spec 2 §2): `/transfer/external?type=wire&permission=3d`.
 * Decisions (the spec gives the path only): `type` is an external type as spec 2 §9 spells it (or spec 2 §6's
 * "digital" / "instant"); `permission` is 'own' or '3d' (spec 2 §3 "permission ('own' or '3d')"), '3d' when missing
 * or unknown (sending to someone else is the common case); an unknown type preselects nothing. Whether the type is
 * offered is decided by the available-transfers answer and the permissions (spec 2 §6): a link never offers a type
 * the customer may not use.
 */
export function externalLinkOf(search: string): { permission: TransferPermission; type: ExternalTransferType | null } {
  const params = new URLSearchParams(search);
  const permission: TransferPermission = params.get('permission') === 'own' ? 'own' : '3d';
  const raw = (params.get('type') ?? '').trim();
  const type = externalTransferTypes.find((t) => t === raw) ?? typeAliases[raw] ?? null;
  return { permission, type };
}

/** The query string of a deep link, e.g. `?type=wire&permission=3d`. */
export const externalLinkSearch = (type: ExternalTransferType, permission: TransferPermission): string =>
  `?${new URLSearchParams({ type, permission }).toString()}`;
