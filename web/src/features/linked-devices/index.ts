export { LinkedDevicesSection } from './ui/linked-devices-section.tsx';
export { opened as linkedDevicesOpened } from './model.ts';
