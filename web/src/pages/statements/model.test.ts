import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $active,
  $build,
  $pollMs,
  MAX_POLLS,
  PAGE_SIZE,
  buildStopped,
  exportMutation,
  pageCount,
  prepared,
  statusQuery,
  sendBody,
  statementEmailProblem,
  statementFileName,
} from './model.ts';

t.test('spec 2 §9: 12 statements a page', async (t) => {
  t.equal(PAGE_SIZE, 12);
  const rows: [number, number][] = [
    [0, 1],
    [12, 1],
    [13, 2],
    [25, 3],
  ];
  for (const [total, pages] of rows) t.equal(pageCount(total), pages, `${total} statements`);
});

t.test('send to e-mail: fromCustomerId only for business users; the address is checked', async (t) => {
  t.same(sendBody('st-1-2025-05', ' a@b.co ', null), { exportId: 'st-1-2025-05', email: 'a@b.co' });
  t.same(sendBody('st-1-2025-05', 'a@b.co', { customerId: 100002 }), {
    exportId: 'st-1-2025-05',
    email: 'a@b.co',
    fromCustomerId: 100002,
  });
  const rows: [string, string | null][] = [
    ['', 'required'],
    ['a@b', 'invalid'],
    ['ab.cde', 'invalid'],
    ['books@trading.demo.test', null],
  ];
  for (const [email, want] of rows) t.equal(statementEmailProblem(email), want, email || 'empty');
  t.equal(statementFileName(300001, 2025, 5), 'statement-300001-2025-05.pdf');
});

const statement = { exportId: 'm-1', accountId: 7, year: 2025, month: 4, dateFrom: '2025-04-01', currencyCode: 'USD' };
const ok = { responseCode: '00' };

function pollingScope(answers: { status: string; progress?: number }[], onStatus = () => {}) {
  const asked: string[] = [];
  let i = 0;
  const scope = fork({
    values: [[$pollMs, 1]],
    handlers: [
      [exportMutation.__.executeFx, async () => ({ ...ok, exportId: 'x-1' })],
      [
        statusQuery.__.executeFx,
        async ({ body }: { body: { exportId: string } }) => {
          asked.push(body.exportId);
          onStatus();
          return { ...ok, progress: 100, ...(answers[i++] ?? answers.at(-1)) };
        },
      ],
    ],
  });
  return { scope, asked };
}

t.test('polling: the status until ready, with the progress on the way; the figures at the end', async (t) => {
  const progress: number[] = [];
  const { scope, asked } = pollingScope(
    [
      { status: 'processing', progress: 33 },
      { status: 'processing', progress: 66 },
      { status: 'ready', progress: 100 },
    ],
    () => {
      const b = scope.getState($build);
      if (b?.state === 'building') progress.push(b.progress);
    },
  );
  await allSettled(prepared, { scope, params: statement });
  t.same(progress, [0, 33, 66], 'the bar moved');
  t.same(scope.getState($build), { state: 'ready' });
  t.same(asked, ['x-1', 'x-1', 'x-1'], 'no poll after ready');
});

t.test('polling stops when the user stops (or leaves): no call after it', async (t) => {
  let calls = 0;
  const { scope } = pollingScope([{ status: 'processing', progress: 10 }], () => {
    calls++;
    if (calls === 2) void allSettled(buildStopped, { scope });
  });
  await allSettled(prepared, { scope, params: statement });
  t.equal(calls, 2);
  t.equal(scope.getState($build), null);
  t.equal(scope.getState($active), null);
});

t.test(`polling gives up after ${MAX_POLLS} answers still processing`, async (t) => {
  const { scope, asked } = pollingScope([{ status: 'processing', progress: 1 }]);
  await allSettled(prepared, { scope, params: statement });
  t.equal(asked.length, MAX_POLLS);
  t.same(scope.getState($build), { state: 'failed', message: { key: 'statements.timeout' } });
});
