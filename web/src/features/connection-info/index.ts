export { ConnectionInfo } from './ui/connection-info.tsx';
