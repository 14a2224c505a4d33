import { methodCall } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { z } from 'zod';
import { sessionEnded } from '../lib/lifecycle.ts';
import { createApiQuery } from './query.ts';
import { readyOnceAnswered } from './ready-once.ts';

const rowsGet = methodCall('rowsGet', {
  summary: 'rows of an account',
  request: z.object({ accountId: z.number() }),
  response: z.object({ rows: z.array(z.string()) }),
});

t.test('readyOnceAnswered: loading at first, then ready through a failed reload; sign-out resets', async (t) => {
  const query = createApiQuery(rowsGet, { dialog: false, mapParams: (accountId: number) => ({ body: { accountId } }) });
  const $status = readyOnceAnswered(query);
  const answers: (() => Promise<{ rows: string[] }>)[] = [
    async () => ({ rows: ['a'] }),
    async () => {
      throw new Error('down');
    },
  ];
  const scope = fork({
    handlers: [[query.__.executeFx, () => (answers.shift() as () => Promise<{ rows: string[] }>)()]],
  });
  t.equal(scope.getState($status), 'idle');
  await allSettled(query.start, { scope, params: 1 });
  t.equal(scope.getState($status), 'ready');
  await allSettled(query.start, { scope, params: 1 });
  t.equal(scope.getState(query.$loadStatus), 'failed', 'the query itself failed');
  t.equal(scope.getState($status), 'ready', 'the section stays');
  await allSettled(sessionEnded, { scope, params: 'signedOut' });
  t.equal(scope.getState($status), 'idle');
});
