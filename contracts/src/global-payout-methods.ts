import { z } from 'zod';
import type { ExternalTransferType } from './constants.ts';

/**
 * The payout methods of global pay, shared by both sides (spec 2 §3 "paymentMethods: name, forbidden"; §7 "Global
 * payment, recipient side"): the sender forbids some per batch (global-pay.ts), the recipient chooses one of those
 * left (global-receive.ts). A module of its own so the sender's screens, which need only this list, do not load the
 * recipient's calls (and the bank-data, cards and external-transfer contracts they build on) with it.
 */

/** The payout methods a recipient can choose (a subset of the external types, constants.ts). */
export const globalReceiveMethods = [
  'wire',
  'eft',
  'oct',
  'instant_payment',
] as const satisfies readonly ExternalTransferType[];
export const globalReceiveMethod = z.enum(globalReceiveMethods);
export type GlobalReceiveMethod = z.infer<typeof globalReceiveMethod>;
