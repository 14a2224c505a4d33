import { announcementAnswer, announcementGet, announcementsGet, type Announcement } from '@app/contracts';
import { type CallHandler, type Core, failure, success, on } from '../core.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

/** The fakes' announcements, the same for every customer; what each customer read or answered is kept apart. */
interface AnnouncementText {
  id: number;
  title: string;
  body: string;
  date: string;
  withConfirmation: boolean;
}
export const demoAnnouncements: readonly AnnouncementText[] = [
  {
    id: 3,
    title: 'Updated fee schedule',
    body: 'From 1 January the monthly card fee changes. Please accept the updated fee schedule to keep using your cards.',
    date: '2026-11-20T09:00:00.000Z',
    withConfirmation: true,
  },
  {
    id: 2,
    title: 'Scheduled maintenance',
    body: 'Online banking may be slow on Sunday between 02:00 and 04:00 UTC.',
    date: '2026-11-15T09:00:00.000Z',
    withConfirmation: false,
  },
  {
    id: 1,
    title: 'New card designs',
    body: 'Virtual cards now come in three new colours.',
    date: '2026-11-01T09:00:00.000Z',
    withConfirmation: false,
  },
];

interface StateRow {
  announcement_id: number;
  is_read: number;
  choice: 'accept' | 'decline' | null;
}

export function announcementHandlers(core: Core): CallHandler[] {
  const statesOf = core.db.prepare<[string, number], StateRow>(
    `SELECT announcement_id, is_read, choice FROM announcement_state WHERE tenant = ? AND customer_id = ?`,
  );
  const markRead = core.db.prepare<[string, number, number]>(
    `INSERT INTO announcement_state (tenant, customer_id, announcement_id, is_read) VALUES (?, ?, ?, 1)
     ON CONFLICT (tenant, customer_id, announcement_id) DO UPDATE SET is_read = 1`,
  );
  const answer = core.db.prepare<[string, number, number, string]>(
    `INSERT INTO announcement_state (tenant, customer_id, announcement_id, is_read, choice) VALUES (?, ?, ?, 1, ?)
     ON CONFLICT (tenant, customer_id, announcement_id) DO UPDATE SET is_read = 1, choice = excluded.choice`,
  );

  const view = (tenant: string, customerId: number): Announcement[] => {
    const states = new Map(statesOf.all(tenant, customerId).map((s) => [s.announcement_id, s]));
    return demoAnnouncements.map((a) => ({
      ...a,
      isRead: states.get(a.id)?.is_read === 1,
      choice: states.get(a.id)?.choice ?? null,
    }));
  };

  return [
    on(announcementsGet, (ctx) => {
      const acting = actingCustomer(core, ctx, ctx.auth?.user as UserRow);
      if (typeof acting !== 'number') return acting;
      return success({ announcements: view(ctx.tenant.key, acting) });
    }),
    on(announcementGet, (ctx) => {
      const acting = actingCustomer(core, ctx, ctx.auth?.user as UserRow);
      if (typeof acting !== 'number') return acting;
      const { id } = ctx.body;
      if (!demoAnnouncements.some((a) => a.id === id)) return failure('VF', `id: no announcement ${id}`);
      markRead.run(ctx.tenant.key, acting, id);
      const announcement = view(ctx.tenant.key, acting).find((a) => a.id === id);
      return announcement ? success({ announcement }) : failure('VF', `id: no announcement ${id}`);
    }),
    on(announcementAnswer, (ctx) => {
      const acting = actingCustomer(core, ctx, ctx.auth?.user as UserRow);
      if (typeof acting !== 'number') return acting;
      const { id, choice, withConfirmation } = ctx.body;
      const current = view(ctx.tenant.key, acting).find((a) => a.id === id);
      if (!current) return failure('VF', `id: no announcement ${id}`);
      if (!current.withConfirmation) return failure('VF', 'This announcement needs no answer');
      if (!withConfirmation)
        return failure('VF', 'withConfirmation: this announcement is answered with a confirmation');
      if (current.choice !== null) return failure('VF', 'This announcement has already been answered');
      answer.run(ctx.tenant.key, acting, id, choice);
      return success();
    }),
  ];
}
