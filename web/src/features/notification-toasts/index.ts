export { NotificationToasts } from './ui/lazy.tsx';
