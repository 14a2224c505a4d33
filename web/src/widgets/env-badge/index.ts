export { EnvBadge } from './ui/env-badge.tsx';
