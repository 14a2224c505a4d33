export { encodeQr, formatBits, versionBits, penalty, maskApplies, masks } from './encode.ts';
export type { QrSymbol, EncodeOptions, Mask } from './encode.ts';
export type { EcLevel } from './tables.ts';
