import { allSettled, createWatch, fork } from 'effector';
import t from 'tap';
import { $sessionStatus } from '../../../entities/session/index.ts';
import { verificationRequested } from '../../../entities/verification/index.ts';
import { firstScreenLoaded } from '../../../shared/lib/index.ts';
import { StatusBannerGate } from './status-banner.ts';

// Counts the banner's rounds asked for, without running them (the round's own tests are entities/verification's).
function scopeOf(status: 'authed' | 'anonymous') {
  const scope = fork({ values: [[$sessionStatus, status]] });
  let asked = 0;
  createWatch({ unit: verificationRequested, scope, fn: () => (asked += 1) });
  return { scope, asked: () => asked };
}

t.test('signed in, the first screen loaded: the round starts before the first render, once', async (t) => {
  const { scope, asked } = scopeOf('authed');
  await allSettled(firstScreenLoaded, { scope });
  t.equal(asked(), 1, 'asked before the layout renders');
  await allSettled(StatusBannerGate.open, { scope, params: undefined });
  t.equal(asked(), 1, "the layout's first opening does not ask again");
  await allSettled(StatusBannerGate.close, { scope, params: undefined });
  await allSettled(StatusBannerGate.open, { scope, params: undefined });
  t.equal(asked(), 2, 'the layout mounted anew asks again');
});

t.test('signed out: nothing before the render; the gate asks as before', async (t) => {
  const { scope, asked } = scopeOf('anonymous');
  await allSettled(firstScreenLoaded, { scope });
  t.equal(asked(), 0);
  await allSettled(StatusBannerGate.open, { scope, params: undefined });
  t.equal(asked(), 1);
});
