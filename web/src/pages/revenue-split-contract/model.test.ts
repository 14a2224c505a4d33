import type { Contract } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $actions,
  $contract,
  $notFound,
  ContractGate,
  actionAsked,
  actionConfirmed,
  cancelMutation,
  checkSignerQuery,
  contractQuery,
  terminateMutation,
  terminateNoteProblem,
} from './model.ts';
import { ApiError } from '@app/contracts';
import { notificationReceived } from '../../shared/lib/notification-received.ts';

const contract: Contract = {
  id: 7,
  status: 'UNSIGNED',
  percentage: '12.5',
  initiatorId: 100002,
  direction: 'PAY',
  activeFrom: '2026-12-01',
  createdAt: '2026-11-28T10:00:00Z',
  updatedAt: '2026-11-28T10:00:00Z',
  company: { id: 2, title: 'Demo Games', logo: null },
  sender: { id: 100002, username: 'business@demo.test', name: 'Demo Business' },
  beneficiary: { id: 100001, username: 'personal@demo.test', name: 'Alex Morgan' },
  senderSignedAt: null,
  beneficiarySignedAt: null,
};

function scopeWith(calls: string[], answer: () => Contract | Promise<Contract> = () => contract) {
  return fork({
    handlers: [
      [contractQuery.__.executeFx, async () => ({ data: await answer() })],
      [checkSignerQuery.__.executeFx, async () => ({ data: { canSign: true } })],
      [
        cancelMutation.__.executeFx,
        async () => {
          calls.push('cancel');
          return { data: { ...contract, status: 'CANCELLED' } };
        },
      ],
      [
        terminateMutation.__.executeFx,
        async (input: unknown) => {
          calls.push(`terminate ${JSON.stringify(input)}`);
          return { data: { ...contract, status: 'TERMINATING' } };
        },
      ],
    ],
  });
}

t.test('terminateNoteProblem: spec 3 §7 "/terminate (body note)", the note required, at most 1000', async (t) => {
  t.equal(terminateNoteProblem('  '), 'required');
  t.equal(terminateNoteProblem('Moving on'), null);
  t.equal(terminateNoteProblem('x'.repeat(1001)), 'long');
});

t.test("the page offers contractActionsFor's actions; a confirmed cancel shows the answer", async (t) => {
  const calls: string[] = [];
  const scope = scopeWith(calls);
  await allSettled(ContractGate.open, { scope, params: { contractId: 7 } });
  t.same(scope.getState($actions), ['sign', 'cancel', 'pdf'], 'the initiator, unsigned, may sign');
  await allSettled(actionAsked, { scope, params: 'cancel' });
  await allSettled(actionConfirmed, { scope, params: {} });
  t.same(calls, ['cancel']);
  t.equal(scope.getState($contract)?.status, 'CANCELLED');
  t.same(scope.getState($actions), ['pdf']);
});

t.test('terminate sends the trimmed note; a blank note sends nothing', async (t) => {
  const calls: string[] = [];
  const scope = scopeWith(calls, () => ({
    ...contract,
    status: 'ACTIVE',
    senderSignedAt: 'x',
    beneficiarySignedAt: 'y',
  }));
  await allSettled(ContractGate.open, { scope, params: { contractId: 7 } });
  await allSettled(actionAsked, { scope, params: 'terminate' });
  await allSettled(actionConfirmed, { scope, params: { note: '  ' } });
  t.same(calls, []);
  await allSettled(actionConfirmed, { scope, params: { note: ' Moving on ' } });
  t.same(calls, ['terminate {"params":{"id":7},"body":{"note":"Moving on"}}']);
});

t.test('spec 3 §8 "Contract not found: 404 with a message"', async (t) => {
  const scope = scopeWith([], () => {
    throw new ApiError('Contract not found', 404, undefined, { message: 'Contract not found' });
  });
  await allSettled(ContractGate.open, { scope, params: { contractId: 9 } });
  t.equal(scope.getState($notFound), 'Contract not found');
  t.equal(scope.getState($contract), null);
});

t.test(
  'spec 3 §4 "Contract types silently reload contracts": the open contract reloads when one names it',
  async (t) => {
    let status: Contract['status'] = 'UNSIGNED';
    let loads = 0;
    const scope = scopeWith([], () => (loads++, { ...contract, status }));
    await allSettled(ContractGate.open, { scope, params: { contractId: 7 } });
    t.equal(loads, 1);
    status = 'SIGNED';
    await allSettled(notificationReceived, { scope, params: { type: 'scContractSigned', contractId: 8 } });
    t.equal(loads, 1, 'another contract: no reload');
    await allSettled(notificationReceived, { scope, params: { type: 'documentApproved' } as never });
    t.equal(loads, 1, 'not a contract notification');
    await allSettled(notificationReceived, { scope, params: { type: 'scContractSigned', contractId: 7 } });
    t.equal(loads, 2);
    t.equal(scope.getState($contract)?.status, 'SIGNED', 'the page shows the new state');
    await allSettled(ContractGate.close, { scope, params: { contractId: 7 } });
    await allSettled(notificationReceived, { scope, params: { type: 'scContractSigned' } });
    t.equal(loads, 2, 'a closed page asks nothing');
  },
);
