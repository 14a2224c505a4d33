export { IpWhitelistSection } from './ui/ip-whitelist-section.tsx';
export { validateAdd, opened as ipWhitelistOpened } from './model.ts';
export type { AddValues, AddErrors } from './model.ts';
