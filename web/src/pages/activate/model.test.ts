import { allSettled, createWatch, fork } from 'effector';
import t from 'tap';
import { activationRequested } from '../../features/activate-account/index.ts';
import { ActivatePageGate } from './model.ts';

t.test('spec 1 §2: /activate opened from the link activates at once; without a complete link it waits', async (t) => {
  const rows: [string, string, unknown[]][] = [
    [
      'the activation link',
      '?action=activation&user=a%40b.co&code=123456',
      [{ action: 'activation', user: 'a@b.co', code: '123456' }],
    ],
    ['a link without the code: the form asks', '?action=activation&user=x', []],
    ['no query: the form asks', '', []],
  ];
  for (const [name, search, want] of rows) {
    const scope = fork();
    const asked: unknown[] = [];
    createWatch({ unit: activationRequested, scope, fn: (r) => asked.push(r) });
    await allSettled(ActivatePageGate.open, { scope, params: { search } });
    t.same(asked, want, name);
  }
});
