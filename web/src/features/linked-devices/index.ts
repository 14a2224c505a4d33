export { LinkedDevicesSection } from './ui/linked-devices-section.tsx';
