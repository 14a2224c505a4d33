export { profileMenu, personalOrder, companyOrder } from './menu.ts';
export type { MenuEntry, MenuEntryId, MenuBadge, ProfileMenuInput } from './menu.ts';
