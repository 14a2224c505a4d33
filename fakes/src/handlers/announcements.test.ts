import t from 'tap';
import { type Announcement, announcementAnswer, announcementGet, announcementsGet } from '@app/contracts';
import { call, fakesWithClock, signIn } from '../../test/helper.ts';

t.test(
  'announcements: listed unread; get marks read; one needing confirmation takes accept or decline once',
  async (t) => {
    const { app } = fakesWithClock();
    t.teardown(() => app.close());
    const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
    const list = async () => (await call(t, app, announcementsGet, { token })).json.announcements as Announcement[];
    const first = await list();
    t.same(
      first.map((a) => [a.id, a.isRead, a.withConfirmation, a.choice]),
      [
        [3, false, true, null],
        [2, false, false, null],
        [1, false, false, null],
      ],
    );
    const got = await call(t, app, announcementGet, { token, body: { id: 2 } });
    t.match(got.json.announcement, { id: 2, isRead: true });
    t.equal((await list()).find((a) => a.id === 2)?.isRead, true, 'read on the server');

    const rows: [body: Record<string, unknown>, description: string][] = [
      [{ id: 2, choice: 'accept', withConfirmation: true }, 'This announcement needs no answer'],
      [
        { id: 3, choice: 'accept', withConfirmation: false },
        'withConfirmation: this announcement is answered with a confirmation',
      ],
      [{ id: 99, choice: 'accept', withConfirmation: true }, 'id: no announcement 99'],
    ];
    for (const [body, description] of rows) {
      const bad = await call(t, app, announcementAnswer, { token, body });
      t.equal(bad.json.responseDescription, description);
    }
    t.equal(
      (await call(t, app, announcementAnswer, { token, body: { id: 3, choice: 'maybe', withConfirmation: true } })).json
        .responseCode,
      'TA1',
    );
    const ok = await call(t, app, announcementAnswer, {
      token,
      body: { id: 3, choice: 'decline', withConfirmation: true },
    });
    t.equal(ok.json.responseCode, '00');
    t.match(
      (await list()).find((a) => a.id === 3),
      { choice: 'decline', isRead: true },
    );
    const twice = await call(t, app, announcementAnswer, {
      token,
      body: { id: 3, choice: 'accept', withConfirmation: true },
    });
    t.equal(twice.json.responseDescription, 'This announcement has already been answered');
    const { accessToken: other } = await signIn(t, app, 'business@demo.test');
    const theirs = (await call(t, app, announcementsGet, { token: other })).json.announcements as Announcement[];
    t.ok(
      theirs.every((a) => !a.isRead && a.choice === null),
      "another customer's reading is apart",
    );
  },
);

t.test('display text in the request language (Accept-Language), English otherwise', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const { accessToken: token } = await signIn(t, app, 'personal@demo.test');
  const titles = async (lang?: string) =>
    (
      (await call(t, app, announcementsGet, { token, headers: lang ? { 'accept-language': lang } : {} })).json
        .announcements as Announcement[]
    ).map((a) => a.title);
  const rows: [string | undefined, string, string][] = [
    ['ru', 'Обновлённые тарифы', 'a ru page lists Russian titles'],
    ['uk-UA,uk;q=0.9', 'Оновлені тарифи', 'a region and a list: the first language'],
    ['ua', 'Оновлені тарифи', 'ua is uk'],
    ['es', 'Tarifas actualizadas', 'Spanish'],
    ['de', 'Updated fee schedule', 'a language the product does not offer: English'],
    [undefined, 'Updated fee schedule', 'none: English'],
  ];
  for (const [lang, want, why] of rows) t.equal((await titles(lang))[0], want, why);
  const one = await call(t, app, announcementGet, { token, body: { id: 2 }, headers: { 'accept-language': 'ro' } });
  t.match(one.json.announcement, { title: 'Mentenanță programată', body: /duminică/ }, 'one announcement too');
});
