import { allSettled, fork } from 'effector';
import t from 'tap';
import { $customer } from '../../entities/customer/index.ts';
import { $showMass, TransfersNavGate, availableQuery } from './model.ts';

/** The menu's /transfer/mass link (spec 2 §6, entities/external-transfer offeredMass) and what it asks the server. */
t.test('the mass transfers link: decided by the permissions, no available-transfers call for it', async (t) => {
  const customers: [string, unknown][] = [
    ['a personal customer (every transfer)', { customerType: '1', permissions: {} }],
    [
      'a business without sendMoneyUser: no mass P2P, but global pay needs no flag',
      { customerType: '2', permissions: { sendCryptoEft: false } },
    ],
  ];
  for (const [name, customer] of customers) {
    const calls: unknown[] = [];
    const scope = fork({
      handlers: [
        [availableQuery.__.executeFx, async (p: unknown) => (calls.push(p), { responseCode: '00', transfers: [] })],
      ],
    });
    await allSettled($customer, { scope, params: customer as never });
    await allSettled(TransfersNavGate.open, { scope, params: undefined });
    t.equal(scope.getState($showMass), true, name);
    t.same(calls, [], `${name}: nothing asked`);
  }
});
