import { allSettled, fork } from 'effector';
import t from 'tap';
import { ConnectionGate, connectionQuery } from './model.ts';

t.test('spec 1 §7 ipInfo: asked each time the section opens; its answer kept for the screen', async (t) => {
  const sent: unknown[] = [];
  let vpn = false;
  const scope = fork({
    handlers: [
      [
        connectionQuery.__.executeFx,
        async (input: unknown) => {
          sent.push(input);
          return {
            responseCode: '00',
            ip: '203.0.113.7',
            privacy: { vpn, proxy: false, tor: false, hosting: false },
          };
        },
      ],
    ],
  });
  await allSettled(ConnectionGate.open, { scope, params: undefined });
  t.same(sent, [{ body: {} }]);
  t.match(scope.getState(connectionQuery.$data), { ip: '203.0.113.7', privacy: { vpn: false } });
  await allSettled(ConnectionGate.close, { scope, params: undefined });
  vpn = true;
  await allSettled(ConnectionGate.open, { scope, params: undefined });
  t.equal(sent.length, 2);
  t.match(scope.getState(connectionQuery.$data), { privacy: { vpn: true } }, 'the latest answer');
});
