export { IpWhitelistSection } from './ui/ip-whitelist-section.tsx';
