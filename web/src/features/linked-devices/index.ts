export { LinkedDevicesSection } from './ui/linked-devices-section.tsx';
export { opened as linkedDevicesOpened } from './model.ts';
export { appOpened as appDevicesOpened, linkOpened as linkDeviceOpened } from './app-devices.ts';
export {
  validateDeviceCreation,
  isDeviceCreationValid,
  generateDeviceCode,
  deviceDeepLink,
  deviceTypes,
} from './device-creation.ts';
export type { DeviceType, DeviceCreation, DeviceCreationErrors } from './device-creation.ts';
