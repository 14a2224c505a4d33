import type { Pageview } from '@app/contracts';
import t from 'tap';
import { addressesAtStart, QUEUE_KEY, appended, createTracker, readQueue } from './tracker.ts';
import { memoryStorage } from '../../shared/lib/index.ts';

function setup(postAnswer: () => boolean | Promise<boolean> = () => true) {
  const storage = memoryStorage();
  const posted: Pageview[][] = [];
  const beacons: Pageview[][] = [];
  let tick: (() => void) | undefined;
  let ms = 0;
  const tracker = createTracker({
    storage,
    post: async (events) => (posted.push(events), postAnswer()),
    beacon: (events) => (beacons.push(events), true),
    now: () => new Date('2026-11-28T10:00:00.000Z'),
    every: (fn, every) => ((tick = fn), (ms = every), () => (tick = undefined)),
  });
  return { storage, posted, beacons, tracker, tick: () => tick?.(), everyMs: () => ms };
}
const settle = () => new Promise((r) => setTimeout(r, 0));

t.test('spec 1 §9: pageviews kept in localStorage, flushed every 5 s', async (t) => {
  const s = setup();
  s.tracker.start();
  t.equal(s.everyMs(), 5000, 'flush every 5 seconds');
  s.tracker.record('/login?code=secret', 'en');
  s.tracker.record('/home');
  t.same(
    readQueue(s.storage).map((e) => e.path),
    ['/login', '/home'],
    'local-storage persistence; the query never recorded',
  );
  t.notMatch(s.storage.getItem(QUEUE_KEY) ?? '', /secret/);
  t.same(s.posted, [], 'nothing sent before the flush');
  s.tick();
  await settle();
  t.equal(s.posted.length, 1);
  t.same(s.posted[0], [
    { type: 'pageview', path: '/login', at: '2026-11-28T10:00:00.000Z', lang: 'en' },
    { type: 'pageview', path: '/home', at: '2026-11-28T10:00:00.000Z' },
  ]);
  t.same(readQueue(s.storage), [], 'sent: gone from the queue');
  s.tick();
  await settle();
  t.equal(s.posted.length, 1, 'an empty queue sends nothing');
});

t.test('spec 1 §9 "batch size 50": the 50th pageview sends at once, 50 at most a batch', async (t) => {
  const s = setup();
  s.tracker.start();
  for (let i = 0; i < 49; i++) s.tracker.record(`/p${i}`);
  await settle();
  t.same(s.posted, []);
  s.tracker.record('/p49');
  await settle();
  t.equal(s.posted.length, 1);
  t.equal(s.posted[0]?.length, 50);
  for (let i = 0; i < 60; i++) s.tracker.record(`/q${i}`);
  await settle();
  s.tick();
  await settle();
  t.ok(
    s.posted.every((b) => b.length <= 50),
    'no batch over 50',
  );
  t.equal(s.posted.reduce((n, b) => n + b.length, 0) + readQueue(s.storage).length, 110, 'none lost, none twice');
});

t.test('a batch that fails stays queued and goes with the next flush; hidden page: beacons', async (t) => {
  let up = false;
  const s = setup(() => up);
  s.tracker.start();
  s.tracker.record('/home');
  s.tick();
  await settle();
  t.equal(readQueue(s.storage).length, 1, 'kept after a failure');
  up = true;
  s.tracker.record('/cards');
  s.tick();
  await settle();
  t.same(
    s.posted.at(-1)?.map((e) => e.path),
    ['/home', '/cards'],
  );
  t.same(readQueue(s.storage), []);
  s.tracker.record('/history');
  s.tracker.flushOnHide();
  t.same(
    s.beacons.map((b) => b.map((e) => e.path)),
    [['/history']],
  );
  t.same(readQueue(s.storage), []);
});

t.test('the queue keeps the newest pageviews beyond its limit; a damaged queue reads empty', async (t) => {
  const e = (path: string): Pageview => ({ type: 'pageview', path, at: '2026-11-28T10:00:00.000Z' });
  t.same(
    appended([e('/a'), e('/b')], e('/c'), 2).map((x) => x.path),
    ['/b', '/c'],
  );
  const storage = memoryStorage();
  storage.setItem(QUEUE_KEY, '{not json');
  t.same(readQueue(storage), []);
  storage.setItem(QUEUE_KEY, JSON.stringify([e('/ok'), { path: '/x?token=1' }]));
  t.same(
    readQueue(storage).map((x) => x.path),
    ['/ok'],
    'what is not a pageview is dropped',
  );
});

t.test("the tracker's first look: the opened address too, when the app has moved on from it", async (t) => {
  const rows: [why: string, opened: string | undefined, shown: string, want: string[]][] = [
    ['no navigation entry: the shown address', undefined, '/home', ['/home']],
    ['still on the opened address: once', 'http://paxum.localhost:8180/login?stage=2', '/login', ['/login']],
    [
      'signed in before the tracker loaded: /login, then /home',
      'http://paxum.localhost:8180/login?stage=2',
      '/home',
      ['/login', '/home'],
    ],
    ['a redirect counts what was asked for', 'https://paxum.example/home', '/login', ['/home', '/login']],
    ['a path without an origin', '/cards', '/home', ['/cards', '/home']],
    ['not a URL: the shown address', 'not a url', '/home', ['/home']],
  ];
  for (const [why, opened, shown, want] of rows) t.same(addressesAtStart(opened, shown), want, why);
});
