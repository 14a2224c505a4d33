import { ApiError } from '@app/contracts';
import { allSettled, createStore, fork } from 'effector';
import t from 'tap';
import { authLost } from '../../shared/api/index.ts';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $certification,
  $form,
  $loadStatus,
  $problems,
  $saveError,
  $saved,
  authSecretFrom,
  certificationFx,
  fieldsChanged,
  forgetSecretFx,
  pageOpened,
  readSecretFx,
  saveFx,
  saveSubmitted,
} from './model.ts';

t.test('spec 1 §2: "an auth secret from the query or session"', async (t) => {
  const rows: [string, string, string | null, string | null][] = [
    ['from the query', '?authSecret=rep-secret-1', null, 'rep-secret-1'],
    ['from the session', '', 'stored-1', 'stored-1'],
    ['the query wins over the session', '?authSecret=new-1', 'stored-1', 'new-1'],
    ['an empty query value falls back to the session', '?authSecret=%20', 'stored-1', 'stored-1'],
    ['neither: none', '?other=1', null, null],
    ['a blank stored value is none', '', '  ', null],
  ];
  for (const [quote, search, stored, want] of rows) t.equal(authSecretFrom(search, stored), want, quote);
});

const $signOuts = createStore(0).on(authLost, (n) => n + 1);

const certification = { representativeId: 5009, firstName: 'Riley', lastName: 'Stone', taxIds: [] };

function scope(secret: string | null, load: () => Promise<typeof certification>) {
  const went: string[] = [];
  const forgot: number[] = [];
  const s = fork({
    handlers: [
      [readSecretFx, () => secret],
      [certificationFx, load],
      [forgetSecretFx, () => void forgot.push(1)],
      [navigateFx, async ({ to }: { to: string }) => void went.push(to)],
    ] as never,
  });
  return { s, went, forgot };
}

t.test('with a secret the certification loads; without one, back to login', async (t) => {
  const ok = scope('rep-secret-1', async () => certification);
  await allSettled(pageOpened, { scope: ok.s });
  t.match(ok.s.getState($certification), { firstName: 'Riley' });
  t.same(ok.went, []);
  t.equal(ok.s.getState($loadStatus), 'ready');
  const again = allSettled(pageOpened, { scope: ok.s });
  t.equal(ok.s.getState($loadStatus), 'loading', "another opening loads anew: the skeleton, not the last one's answer");
  await again;
  t.equal(ok.s.getState($loadStatus), 'ready');

  const none = scope(null, async () => certification);
  await allSettled(pageOpened, { scope: none.s });
  t.same(none.went, ['/login']);
  t.equal(none.s.getState($certification), null);
});

t.test(
  'a failed load (AU: unknown or expired secret) goes to login, forgets the secret, signs nobody out',
  async (t) => {
    const bad = scope('old-secret', async () => {
      throw new ApiError('The link has expired', 200, 'AU', {});
    });
    await allSettled(pageOpened, { scope: bad.s });
    t.same(bad.went, ['/login']);
    t.same(bad.forgot, [1]);
    t.equal(bad.s.getState($signOuts), 0);
  },
);

t.test(
  'opened again with a newer link: the newer certification wins, an older answer arriving late is dropped',
  async (t) => {
    const secrets = ['old-secret', 'new-secret'];
    const pending: { secret: string; resolve: (c: typeof certification) => void }[] = [];
    const s = fork({
      handlers: [
        [readSecretFx, () => secrets.shift() ?? null],
        [
          certificationFx,
          (secret: string) => new Promise<typeof certification>((resolve) => pending.push({ secret, resolve })),
        ],
        [navigateFx, async () => undefined],
      ] as never,
    });
    const first = allSettled(pageOpened, { scope: s });
    await new Promise((resolve) => setImmediate(resolve));
    const second = allSettled(pageOpened, { scope: s });
    await new Promise((resolve) => setImmediate(resolve));
    t.same(
      pending.map((p) => p.secret),
      ['old-secret', 'new-secret'],
    );
    pending[1]?.resolve({ ...certification, firstName: 'Newer' });
    await new Promise((resolve) => setImmediate(resolve));
    pending[0]?.resolve({ ...certification, firstName: 'Older' });
    await Promise.all([first, second]);
    t.match(s.getState($certification), { firstName: 'Newer' });
  },
);

t.test(
  'editing: spec 3 §5 rules before sending; the save goes with the secret; a refusal keeps the form',
  async (t) => {
    const sent: unknown[] = [];
    let refuse = false;
    const s = fork({
    handlers: [
      [readSecretFx, () => 'rep-secret-1'],
      [certificationFx, async () => ({ ...certification, countryOfBirth: 'US', citizenship: 'US', cityOfBirth: 'Boston', dateOfBirth: '1986-07-21', isUSTaxPayer: true, taxIds: [{ countryCode: 'US', taxId: '123-45-6789' }] })],
      [
        saveFx,
        async (body: Record<string, unknown>) => {
          sent.push(body);
          if (refuse) throw new ApiError('The link has expired', 200, 'AU', {});
          return { ...certification, ...body };
        },
      ],
      [navigateFx, async () => undefined],
    ] as never,
  }); // prettier-ignore
    await allSettled(pageOpened, { scope: s });
    t.match(s.getState($form), { cityOfBirth: 'Boston', isUSTaxPayer: true });
    await allSettled(fieldsChanged, { scope: s, params: { taxIds: [{ countryCode: 'DE', taxId: '', tinMissingReason: '', tinMissingExplanation: '' }] } }); // prettier-ignore
    await allSettled(saveSubmitted, { scope: s, params: { today: '2026-11-28' } });
    t.same(
      s.getState($problems).taxIds,
      [{ tinMissingReason: 'reasonRequired' }],
      '"A tax id without a number requires a missing reason"',
    );
    t.same(sent, []);
    await allSettled(fieldsChanged, { scope: s, params: { cityOfBirth: 'Denver', taxIds: [{ countryCode: 'DE', taxId: '', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Applied' }] } }); // prettier-ignore
    await allSettled(saveSubmitted, { scope: s, params: { today: '2026-11-28' } });
    t.match(sent, [{ authSecret: 'rep-secret-1', cityOfBirth: 'Denver', taxIds: [{ countryCode: 'DE', tinMissingReason: 'cannotObtain', tinMissingExplanation: 'Applied' }] }]); // prettier-ignore
    t.equal(s.getState($saved), true);
    refuse = true;
    await allSettled(fieldsChanged, { scope: s, params: { cityOfBirth: 'Austin' } });
    await allSettled(saveSubmitted, { scope: s, params: { today: '2026-11-28' } });
    t.same(s.getState($saveError), { text: 'The link has expired' });
    t.equal(s.getState($form)?.cityOfBirth, 'Austin', 'what was typed stays');
    t.equal(s.getState($signOuts), 0, "the link's AU signs nobody out");
  },
);
