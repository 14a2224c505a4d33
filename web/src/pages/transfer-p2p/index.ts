export { TransferP2pPage } from './ui/transfer-p2p-page.tsx';
