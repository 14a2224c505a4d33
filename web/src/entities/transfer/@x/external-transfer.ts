// The public API of entities/transfer for entities/external-transfer (Feature-Sliced Design cross-import notation):
// the mass transfer rule offers p2p and global pay by the transfers menu's reading of the permissions.
export { allowedTransfers } from '../model/rules.ts';
