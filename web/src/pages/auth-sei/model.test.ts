import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { navigateFx } from '../../shared/routes/index.ts';
import { $seiFailed, followRedirectFx, safeRedirect, seiAuthorizeFx, seiOpened } from './model.ts';

function setup(answer: () => Promise<{ redirectUrl?: string }>) {
  const went: unknown[] = [];
  const followed: string[] = [];
  const scope = fork({
    handlers: [
      [seiAuthorizeFx, answer],
      [navigateFx, async (to: unknown) => void went.push(to)],
      [followRedirectFx, (url: string) => void followed.push(url)],
    ],
  });
  return { scope, went, followed };
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
