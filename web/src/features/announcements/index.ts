export {
  announcementsStarted,
  announcementOpened,
  answerSubmitted,
  announcementsFx,
  announcementGetFx,
  answerFx,
  $announcements,
  $announcementsStatus,
  $readLocally,
  isRead,
  needsAnswer,
} from './model.ts';
export { AnnouncementList } from './ui/announcement-list.tsx';
