export {
  $deeplink,
  $linkPending,
  $phone,
  $scpError,
  $storesSent,
  linkDeviceClicked,
  phoneChanged,
  phoneSubmitted,
} from './model.ts';
