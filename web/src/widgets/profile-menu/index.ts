export { profileMenu, personalOrder, companyOrder } from './menu.ts';
export type { MenuEntry, MenuEntryId, MenuBadge, ProfileMenuInput } from './menu.ts';
export { ProfileMenu } from './ui/profile-menu.tsx';
