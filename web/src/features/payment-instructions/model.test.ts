import { allSettled, fork } from 'effector';
import t from 'tap';
import { $instructions, instructionShown, instructionsFx, instructionsStarted, viewedFx } from './model.ts';

t.test('showing an instruction marks it viewed here and once on the server', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        instructionsFx,
        async () => ({
          responseCode: '00',
          instructions: [
            { instructionId: 1, currencyCode: 'USD', title: 'Wire', details: 'd', viewed: false },
            { instructionId: 2, currencyCode: 'EUR', title: 'SEPA', details: 'd', viewed: true },
          ],
        }),
      ],
      [viewedFx, async (input: unknown) => (sent.push(input), { responseCode: '00' })],
    ],
  });
  await allSettled(instructionsStarted, { scope });
  await allSettled(instructionShown, { scope, params: 1 });
  t.equal(scope.getState($instructions)[0]?.viewed, true);
  t.same(sent, [{ body: { instructionId: 1 } }]);
  await allSettled(instructionShown, { scope, params: 1 });
  await allSettled(instructionShown, { scope, params: 2 });
  t.equal(sent.length, 1, 'not again, and not for one viewed already');
});
