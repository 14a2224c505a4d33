import * as z from 'zod/mini';

// zod/mini: a signed-in /home loads this module before its first render (web README "Loading fast")
import { methodCall } from './call.ts';
import { methodBody, methodRequest, ok } from './envelope.ts';

/**
 * Announcements (spec 2 §7 "Announcements: list, get, accept or decline (id, choice, withConfirmation)").
 * Method names are not shown in the spec: named after what they do. Getting one marks it read on the server.
 */
export const announcementChoice = z.enum(['accept', 'decline']);
export type AnnouncementChoice = z.infer<typeof announcementChoice>;

export const announcement = z.looseObject({
  id: z.number(),
  title: z.string(),
  body: z.string(),
  date: z.string(),
  isRead: z.boolean(),
  /** the customer must accept or decline it */
  withConfirmation: z.boolean(),
  choice: z.nullable(announcementChoice),
});
export type Announcement = z.infer<typeof announcement>;

export const announcementsGet = methodCall('announcementsGet', {
  summary: 'the announcements of the customer, newest first',
  request: methodBody,
  response: ok({ announcements: z.array(announcement) }),
});

export const announcementGet = methodCall('announcementGet', {
  summary: 'one announcement; marks it read',
  request: methodRequest({ id: z.int().check(z.positive()) }),
  response: ok({ announcement }),
});

export const announcementAnswer = methodCall('announcementAnswer', {
  summary: 'accept or decline an announcement that needs confirmation',
  request: methodRequest({
    id: z.int().check(z.positive()),
    choice: announcementChoice,
    withConfirmation: z.boolean(),
  }),
  response: ok({}),
});

export const announcementCalls = [announcementsGet, announcementGet, announcementAnswer] as const;
