import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { navigateFx } from '../../shared/routes/index.ts';
import {
  $seiFailed,
  AuthSeiPageGate,
  followRedirectFx,
  safeRedirect,
  seiAuthorizeMutation,
  seiOpened,
} from './model.ts';

function setup(answer: () => Promise<{ redirectUrl?: string }>) {
  const went: unknown[] = [];
  const followed: string[] = [];
  const asked: unknown[] = [];
  const scope = fork({
    handlers: [
      [seiAuthorizeMutation.__.executeFx, (input: unknown) => (asked.push(input), answer())],
      [navigateFx, async (to: unknown) => void went.push(to)],
      [followRedirectFx, (url: string) => void followed.push(url)],
    ],
  });
  return { scope, went, followed, asked };
}

t.test('spec 3 §2: "The authorise result page redirects to / on a 404."', async (t) => {
  const { scope, went } = setup(async () => {
    throw new ApiError('Not found', 404, undefined, {});
  });
  await allSettled(seiOpened, { scope, params: '9' });
  t.same(went, [{ to: '/', replace: true }]);
  t.equal(scope.getState($seiFailed), true);
});

t.test('an authorised partner sign-in follows the partner redirect', async (t) => {
  const { scope, followed, went } = setup(async () => ({ redirectUrl: 'https://partner.example/cb?x=1' }));
  await allSettled(seiOpened, { scope, params: '9' });
  t.same(followed, ['https://partner.example/cb?x=1']);
  t.same(went, []);
});

t.test('only http(s) redirects are followed', async (t) => {
  t.equal(safeRedirect('javascript:alert(1)'), null);
  t.equal(safeRedirect(undefined), null);
  t.equal(safeRedirect('https://p.example/'), 'https://p.example/');
});

t.test('the page authorises the id of its address when it opens; without an id nothing is sent', async (t) => {
  const { scope, asked, went } = setup(async () => ({}));
  await allSettled(AuthSeiPageGate.open, { scope, params: { id: '' } });
  t.same(asked, [], 'no id: the page says it failed, nothing is sent');
  await allSettled(AuthSeiPageGate.close, { scope, params: { id: '' } });
  await allSettled(AuthSeiPageGate.open, { scope, params: { id: '42' } });
  t.same(asked, [{ params: { id: '42' }, body: {} }]);
  t.same(went, [{ to: '/home', replace: true }], 'no partner redirect: home');
  t.equal(scope.getState($seiFailed), false);
});
