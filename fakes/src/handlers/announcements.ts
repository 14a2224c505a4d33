import { announcementAnswer, announcementGet, announcementsGet, type Announcement } from '@app/contracts';
import { type CallHandler, type Core, failure, success, on } from '../core.ts';
import { type DictionaryLanguage, type Texts, dictionaryLanguage, pick } from '../data/dictionaries.ts';
import type { UserRow } from '../users.ts';
import { actingCustomer } from './customer.ts';

/**
 * The fakes' announcements, the same for every customer; what each customer read or answered is kept apart. Their
 * title and body in the six languages (en es pt ro ru uk, as data/dictionaries.ts): the upstream answers display
 * text in the request's language (Accept-Language), as a real one would.
 */
interface AnnouncementText {
  id: number;
  title: Texts;
  body: Texts;
  date: string;
  withConfirmation: boolean;
}
export const demoAnnouncements: readonly AnnouncementText[] = [
  {
    id: 3,
    title: [
      'Updated fee schedule',
      'Tarifas actualizadas',
      'Tabela de comissões atualizada',
      'Tarife actualizate',
      'Обновлённые тарифы',
      'Оновлені тарифи',
    ],
    body: [
      'From 1 January the monthly card fee changes. Please accept the updated fee schedule to keep using your cards.',
      'Desde el 1 de enero cambia la cuota mensual de la tarjeta. Acepte las tarifas actualizadas para seguir usando sus tarjetas.',
      'A partir de 1 de janeiro a comissão mensal do cartão muda. Aceite a tabela atualizada para continuar a usar os seus cartões.',
      'De la 1 ianuarie se schimbă comisionul lunar al cardului. Acceptați tarifele actualizate pentru a folosi în continuare cardurile.',
      'С 1 января меняется ежемесячная плата за карту. Примите обновлённые тарифы, чтобы продолжать пользоваться картами.',
      'З 1 січня змінюється щомісячна плата за картку. Прийміть оновлені тарифи, щоб і далі користуватися картками.',
    ],
    date: '2026-11-20T09:00:00.000Z',
    withConfirmation: true,
  },
  {
    id: 2,
    title: [
      'Scheduled maintenance',
      'Mantenimiento programado',
      'Manutenção programada',
      'Mentenanță programată',
      'Плановые работы',
      'Планові роботи',
    ],
    body: [
      'Online banking may be slow on Sunday between 02:00 and 04:00 UTC.',
      'La banca en línea puede ir lenta el domingo entre las 02:00 y las 04:00 UTC.',
      'O banco online pode estar lento no domingo entre as 02:00 e as 04:00 UTC.',
      'Serviciile online pot fi lente duminică între 02:00 și 04:00 UTC.',
      'В воскресенье с 02:00 до 04:00 UTC онлайн-банк может работать медленно.',
      'У неділю з 02:00 до 04:00 UTC онлайн-банк може працювати повільно.',
    ],
    date: '2026-11-15T09:00:00.000Z',
    withConfirmation: false,
  },
  {
    id: 1,
    title: [
      'New card designs',
      'Nuevos diseños de tarjeta',
      'Novos designs de cartão',
      'Design-uri noi de card',
      'Новый дизайн карт',
      'Новий дизайн карток',
    ],
    body: [
      'Virtual cards now come in three new colours.',
      'Las tarjetas virtuales ya están disponibles en tres colores nuevos.',
      'Os cartões virtuais têm agora três novas cores.',
      'Cardurile virtuale sunt acum disponibile în trei culori noi.',
      'Виртуальные карты теперь доступны в трёх новых цветах.',
      'Віртуальні картки тепер доступні в трьох нових кольорах.',
    ],
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

  const view = (tenant: string, customerId: number, lang: DictionaryLanguage): Announcement[] => {
    const states = new Map(statesOf.all(tenant, customerId).map((s) => [s.announcement_id, s]));
    return demoAnnouncements.map((a) => ({
      ...a,
      title: pick(a.title, lang),
      body: pick(a.body, lang),
      isRead: states.get(a.id)?.is_read === 1,
      choice: states.get(a.id)?.choice ?? null,
    }));
  };

  return [
    on(announcementsGet, (ctx) => {
      const acting = actingCustomer(core, ctx, ctx.auth?.user as UserRow);
      if (typeof acting !== 'number') return acting;
      return success({
        announcements: view(ctx.tenant.key, acting, dictionaryLanguage(ctx.headers['accept-language'])),
      });
    }),
    on(announcementGet, (ctx) => {
      const acting = actingCustomer(core, ctx, ctx.auth?.user as UserRow);
      if (typeof acting !== 'number') return acting;
      const { id } = ctx.body;
      if (!demoAnnouncements.some((a) => a.id === id)) return failure('VF', `id: no announcement ${id}`);
      markRead.run(ctx.tenant.key, acting, id);
      const announcement = view(ctx.tenant.key, acting, dictionaryLanguage(ctx.headers['accept-language'])).find(
        (a) => a.id === id,
      );
      return announcement ? success({ announcement }) : failure('VF', `id: no announcement ${id}`);
    }),
    on(announcementAnswer, (ctx) => {
      const acting = actingCustomer(core, ctx, ctx.auth?.user as UserRow);
      if (typeof acting !== 'number') return acting;
      const { id, choice, withConfirmation } = ctx.body;
      const current = view(ctx.tenant.key, acting, dictionaryLanguage(ctx.headers['accept-language'])).find(
        (a) => a.id === id,
      );
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
