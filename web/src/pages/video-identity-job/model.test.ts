import { allSettled, fork } from 'effector';
import t from 'tap';
import { VideoIdentityJobGate, retried, videoJobQuery } from './model.ts';

t.test('the gate loads the job of the route id; another id loads again; retry asks again', async (t) => {
  const asked: string[] = [];
  const scope = fork({
    handlers: [[videoJobQuery.__.executeFx, async (id: string) => (asked.push(id), { id, status: 'pending' })]],
  });
  await allSettled(VideoIdentityJobGate.open, { scope, params: { id: 'j-1' } });
  t.same(scope.getState(videoJobQuery.$data), { id: 'j-1', status: 'pending' });
  await allSettled(VideoIdentityJobGate.open, { scope, params: { id: 'j-1' } });
  t.same(asked, ['j-1'], 'the same id is not asked twice');
  await allSettled(retried, { scope });
  await allSettled(VideoIdentityJobGate.open, { scope, params: { id: 'j-2' } });
  t.same(asked, ['j-1', 'j-1', 'j-2']);
});
