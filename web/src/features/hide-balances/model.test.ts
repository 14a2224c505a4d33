import { allSettled, fork } from 'effector';
import t from 'tap';
import { $balancesHidden, hideBalancesStarted, hideBalancesToggled, readHiddenFx, writeHiddenFx } from './model.ts';

t.test('the toggle starts from what this device stored and stores each change', async (t) => {
  const written: boolean[] = [];
  const scope = fork({
    handlers: [
      [readHiddenFx, () => true],
      [writeHiddenFx, (hidden: boolean) => void written.push(hidden)],
    ],
  });
  await allSettled(hideBalancesStarted, { scope });
  t.equal(scope.getState($balancesHidden), true, 'hidden, as stored');
  await allSettled(hideBalancesToggled, { scope });
  t.equal(scope.getState($balancesHidden), false);
  await allSettled(hideBalancesToggled, { scope });
  t.same(written, [false, true], 'each change is kept on the device');
});

t.test('without storage, balances show', async (t) => {
  const scope = fork();
  await allSettled(hideBalancesStarted, { scope });
  t.equal(scope.getState($balancesHidden), false);
});
