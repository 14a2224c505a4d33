export { announcementsStarted } from './model.ts';
export { AnnouncementList } from './ui/announcement-list.tsx';
