import t from 'tap';
import {
  MAX_POLLS,
  PAGE_SIZE,
  pageCount,
  pollUntilReady,
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

t.test('polling: until ready, reporting progress; stops when the user leaves', async (t) => {
  const answers = [
    { status: 'processing', progress: 33 },
    { status: 'processing', progress: 66 },
    { status: 'ready', progress: 100 },
  ];
  const seen: number[] = [];
  let i = 0;
  const done = await pollUntilReady(
    async () => answers[i++] ?? { status: 'ready', progress: 100 },
    (a) => seen.push(a.progress),
    new AbortController().signal,
    async () => {},
  );
  t.same(seen, [33, 66, 100]);
  t.same(done, { status: 'ready', progress: 100 });

  const leave = new AbortController();
  let calls = 0;
  const stopped = await pollUntilReady(
    async () => {
      calls++;
      if (calls === 2) leave.abort();
      return { status: 'processing' };
    },
    () => {},
    leave.signal,
    async () => {},
  );
  t.equal(stopped, 'stopped');
  t.equal(calls, 2, 'no call after leaving');

  let forever = 0;
  const timeout = await pollUntilReady(
    async () => {
      forever++;
      return { status: 'processing' };
    },
    () => {},
    new AbortController().signal,
    async () => {},
  );
  t.equal(timeout, 'timeout');
  t.equal(forever, MAX_POLLS);
});
