import type { ExternalTransferType } from '@app/contracts';

/** Spec 2 §6 calls crypto_eft "digital" and instant_payment "instant": the transfers menu's names (transfers.kinds). */
export const kindOf: Readonly<Record<ExternalTransferType, string>> = {
  wire: 'wire',
  eft: 'eft',
  oct: 'oct',
  crypto_eft: 'digital',
  instant_payment: 'instant',
  interac: 'interac',
};
