import { ApiError, type IpnMessage } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $canLoadMore,
  $confirmError,
  $details,
  $messages,
  $regenerateOpen,
  $saveFieldErrors,
  $settings,
  IpnHistoryGate,
  IpnSettingsGate,
  PAGE_SIZE,
  confirmClicked,
  confirmMutation,
  detailsOpened,
  getQuery,
  listQuery,
  loadMoreClicked,
  mergePage,
  retried,
  regenerateAsked,
  regenerateCancelled,
  regenerateConfirmed,
  regenerateMutation,
  saveMutation,
  saveSubmitted,
  settingsProblems,
  settingsQuery,
  settingsValuesOf,
  urlCheckMutation,
  $urlRefusal,
} from './model.ts';

/** The check-urls answer that accepts every URL but those on blocked.example. */
const checked = (urls: string[]) => ({
  results: urls.map((url) =>
    url.includes('blocked.example') ? { url, allowed: false, reason: 'blocked' as const } : { url, allowed: true },
  ),
});
const msg = (id: number, patch: Partial<IpnMessage> = {}): IpnMessage => ({
  id,
  customerId: 100002,
  event: 'payment.received',
  paymentId: 900 + id,
  amount: '10.00',
  currencyCode: 'EUR',
  status: 'sent',
  notifyUrl: 'http://127.0.0.1:9/ipn',
  requestBody: '{}',
  createdAt: '2026-11-28T10:00:00.000Z',
  ...patch,
});
const pageOf = (pageNumber: number, total: number) => ({
  responseCode: '00',
  ipnMessages: Array.from({ length: Math.min(PAGE_SIZE, total - (pageNumber - 1) * PAGE_SIZE) }, (_, i) =>
    msg((pageNumber - 1) * PAGE_SIZE + i + 1),
  ),
  pageSize: PAGE_SIZE,
  pageNumber,
  total,
});

t.test('spec 3 §9 "IPN messages 25 per page"', async (t) => {
  t.equal(PAGE_SIZE, 25);
});

t.test('"Load more" while page size times page number is at most total (spec 3 §5); pages add up', async (t) => {
  const asked: number[] = [];
  const scope = fork({
    handlers: [[listQuery.__.executeFx, async (n: number) => (asked.push(n), pageOf(n, 30))]],
  });
  await allSettled(IpnHistoryGate.open, { scope, params: {} });
  t.equal(scope.getState($canLoadMore), true, '25 × 1 ≤ 30');
  await allSettled(loadMoreClicked, { scope });
  t.same(asked, [1, 2]);
  t.equal(scope.getState($messages)?.messages.length, 30);
  t.equal(scope.getState($canLoadMore), false, '25 × 2 > 30');
  await allSettled(loadMoreClicked, { scope });
  t.same(asked, [1, 2], 'no more pages asked');
});

t.test('a failed "Load more" keeps the messages; its retry asks that page again', async (t) => {
  const asked: number[] = [];
  let fail = false;
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (n: number) => {
          asked.push(n);
          if (fail) throw new ApiError('Server is not available', 503, undefined, {});
          return pageOf(n, 30);
        },
      ],
    ],
  });
  await allSettled(IpnHistoryGate.open, { scope, params: {} });
  fail = true;
  await allSettled(loadMoreClicked, { scope });
  t.equal(scope.getState($messages)?.messages.length, 25, 'page 1 still shown');
  fail = false;
  await allSettled(retried, { scope });
  t.same(asked, [1, 2, 2]);
  t.equal(scope.getState($messages)?.messages.length, 30);
});

t.test('mergePage: page 1 replaces, a later page appends without doubling a message', async (t) => {
  const shown = { messages: [msg(1), msg(2)], pageNumber: 1, total: 3 };
  t.same(mergePage(shown, { messages: [msg(9)], pageNumber: 1, total: 1 }).messages, [msg(9)]);
  t.same(mergePage(shown, { messages: [msg(2), msg(3)], pageNumber: 2, total: 3 }).messages, [msg(1), msg(2), msg(3)]);
});

t.test('details (get) and confirm: the message is marked confirmed in the list and the dialog', async (t) => {
  const scope = fork({
    handlers: [
      [listQuery.__.executeFx, async () => pageOf(1, 2)],
      [getQuery.__.executeFx, async (id: number) => ({ responseCode: '00', ipnMessage: msg(id) })],
      [
        confirmMutation.__.executeFx,
        async ({ body }: { body: { id: number } }) => ({
          responseCode: '00',
          ipnMessage: msg(body.id, { status: 'confirmed', confirmedAt: '2026-11-28T11:00:00.000Z' }),
        }),
      ],
    ],
  });
  await allSettled(IpnHistoryGate.open, { scope, params: {} });
  await allSettled(detailsOpened, { scope, params: 2 });
  t.equal(scope.getState($details)?.id, 2);
  await allSettled(confirmClicked, { scope, params: 2 });
  t.equal(scope.getState($details)?.status, 'confirmed');
  t.same(
    scope.getState($messages)?.messages.map((m) => m.status),
    ['sent', 'confirmed'],
  );
});

t.test('a refused confirm is said and leaves the message as it was', async (t) => {
  const scope = fork({
    handlers: [
      [listQuery.__.executeFx, async () => pageOf(1, 1)],
      [
        confirmMutation.__.executeFx,
        async () => {
          throw new ApiError('IPN message not found', 400, 'NF', {});
        },
      ],
    ],
  });
  await allSettled(IpnHistoryGate.open, { scope, params: {} });
  await allSettled(confirmClicked, { scope, params: 1 });
  t.same(scope.getState($confirmError), { text: 'IPN message not found' });
  t.equal(scope.getState($messages)?.messages[0]?.status, 'sent');
});

const settings = { notifyUrl: '', notifyStatusId: 1, statusId: 1, secretKey: 'k1' };

t.test('IPN settings: the form\'s values (spec 3 §3 "notifyStatusId (default 1), statusId (default 1)")', async (t) => {
  t.same(settingsValuesOf(settings), { notifyUrl: '', notifyStatusId: 1, statusId: 1 });
  t.same(settingsValuesOf({ ...settings, notifyStatusId: 2, statusId: 7 }), {
    notifyUrl: '',
    notifyStatusId: 2,
    statusId: 1,
  });
  t.same(settingsProblems({ notifyUrl: '', notifyStatusId: 1, statusId: 1 }), { notifyUrl: null }, 'empty: none');
  t.same(settingsProblems({ notifyUrl: 'x', notifyStatusId: 1, statusId: 1 }), { notifyUrl: 'invalid' });
});

t.test(
  'save sends notifyUrl, notifyStatusId, statusId; regenerate sends secret=1 only after the confirmation',
  async (t) => {
    const sent: unknown[] = [];
    const scope = fork({
      handlers: [
        [settingsQuery.__.executeFx, async () => ({ responseCode: '00', ipnSettings: settings })],
        [urlCheckMutation.__.executeFx, async (input: { body: { urls: string[] } }) => checked(input.body.urls)],
        [
          saveMutation.__.executeFx,
          async (input: { body: unknown }) => (
            sent.push(input.body),
            { responseCode: '00', ipnSettings: { ...settings, notifyUrl: 'http://127.0.0.1:9/ipn' } }
          ),
        ],
        [
          regenerateMutation.__.executeFx,
          async (input: { body: unknown }) => (
            sent.push(input.body),
            { responseCode: '00', ipnSettings: { ...settings, secretKey: 'k2' } }
          ),
        ],
      ],
    });
    await allSettled(IpnSettingsGate.open, { scope, params: {} });
    await allSettled(saveSubmitted, {
      scope,
      params: { notifyUrl: ' http://127.0.0.1:9/ipn ', notifyStatusId: 2, statusId: 1 },
    });
    t.same(sent, [{ notifyUrl: 'http://127.0.0.1:9/ipn', notifyStatusId: 2, statusId: 1 }]);
    await allSettled(regenerateAsked, { scope });
    await allSettled(regenerateCancelled, { scope });
    t.equal(sent.length, 1, 'cancelled: nothing sent');
    await allSettled(regenerateAsked, { scope });
    await allSettled(regenerateConfirmed, { scope });
    t.same(sent[1], { secret: 1 });
    t.equal(scope.getState($settings)?.secretKey, 'k2');
    t.equal(scope.getState($regenerateOpen), false);
  },
);

t.test('a refused save shows its VF next to the notify URL', async (t) => {
  const scope = fork({
    handlers: [
      [settingsQuery.__.executeFx, async () => ({ responseCode: '00', ipnSettings: settings })],
      [urlCheckMutation.__.executeFx, async (input: { body: { urls: string[] } }) => checked(input.body.urls)],
      [
        saveMutation.__.executeFx,
        async () => {
          throw new ApiError('notifyUrl: an http:// or https:// address', 200, 'VF', {
            responseCode: 'VF',
            validationErrors: [{ field: 'notifyUrl', description: 'notifyUrl: an http:// or https:// address' }],
          });
        },
      ],
    ],
  });
  await allSettled(IpnSettingsGate.open, { scope, params: {} });
  await allSettled(saveSubmitted, { scope, params: { notifyUrl: 'http://x', notifyStatusId: 1, statusId: 1 } });
  t.same(scope.getState($saveFieldErrors), { notifyUrl: 'notifyUrl: an http:// or https:// address' });
});

t.test(
  'spec 1 §7 POST /service/check-urls: the notify URL is checked before it is saved; a refused one is said',
  async (t) => {
    const checkedUrls: unknown[] = [];
    const saved: unknown[] = [];
    const scope = fork({
      handlers: [
        [settingsQuery.__.executeFx, async () => ({ responseCode: '00', ipnSettings: settings })],
        [
          urlCheckMutation.__.executeFx,
          async (input: { body: { urls: string[] } }) => (checkedUrls.push(input.body), checked(input.body.urls)),
        ],
        [
          saveMutation.__.executeFx,
          async (input: { body: unknown }) => (saved.push(input.body), { responseCode: '00', ipnSettings: settings }),
        ],
      ],
    });
    await allSettled(IpnSettingsGate.open, { scope, params: {} });
    await allSettled(saveSubmitted, {
      scope,
      params: { notifyUrl: 'https://blocked.example/ipn', notifyStatusId: 1, statusId: 1 },
    });
    t.same(checkedUrls, [{ urls: ['https://blocked.example/ipn'] }]);
    t.same(saved, [], 'a refused URL is not saved');
    t.equal(scope.getState($urlRefusal), 'blocked');
    await allSettled(saveSubmitted, {
      scope,
      params: { notifyUrl: ' https://shop.example/ipn ', notifyStatusId: 1, statusId: 1 },
    });
    t.equal(scope.getState($urlRefusal), null);
    t.same(saved, [{ notifyUrl: 'https://shop.example/ipn', notifyStatusId: 1, statusId: 1 }]);
    await allSettled(saveSubmitted, { scope, params: { notifyUrl: '', notifyStatusId: 1, statusId: 1 } });
    t.equal(checkedUrls.length, 2, 'an empty URL (no notifications) needs no check');
    t.equal(saved.length, 2);
  },
);
