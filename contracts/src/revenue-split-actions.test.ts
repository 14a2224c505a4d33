import t from 'tap';
import { type ContractAction, type ContractActionInput, contractActionsFor } from './revenue-split-actions.ts';
import { contractStatuses } from './revenue-split.ts';

const base: ContractActionInput = {
  status: 'UNSIGNED',
  identificationStatus: undefined,
  direction: 'RECEIVE',
  isInitiator: false,
  signedByMe: false,
  canSign: true,
  terminationAskedByMe: false,
};

t.test('contractActionsFor: spec 3 §4 actions per status (transitions decided in revenue-split.ts)', async (t) => {
  const rows: [string, Partial<ContractActionInput>, ContractAction[]][] = [
    ['UNSIGNED, the counterparty may sign: sign, reject', {}, ['sign', 'reject', 'pdf']],
    ['UNSIGNED, the initiator: sign, cancel', { isInitiator: true }, ['sign', 'cancel', 'pdf']],
    ['UNSIGNED, checkSigner says no: no sign', { canSign: false }, ['reject', 'pdf']],
    [
      'WAITING, my side signed, the initiator: cancel only',
      { status: 'WAITING', isInitiator: true, signedByMe: true },
      ['cancel', 'pdf'],
    ],
    [
      'WAITING, my side signed, the counterparty: nothing left but the PDF',
      { status: 'WAITING', signedByMe: true },
      ['pdf'],
    ],
    ['WAITING, the other side signed: sign or reject', { status: 'WAITING' }, ['sign', 'reject', 'pdf']],
    [
      'NEED_IDENTIFICATION, payer, identification NEW: start identification',
      {
        status: 'NEED_IDENTIFICATION',
        direction: 'PAY',
        identificationStatus: 'NEW',
        signedByMe: true,
        isInitiator: true,
      },
      ['startIdentification', 'cancel', 'pdf'],
    ],
    [
      'NEED_IDENTIFICATION, payer, identification FAILED: start again',
      { status: 'NEED_IDENTIFICATION', direction: 'PAY', identificationStatus: 'FAILED', signedByMe: true },
      ['startIdentification', 'pdf'],
    ],
    [
      'NEED_IDENTIFICATION, payer, identification PROCESSING: wait',
      { status: 'NEED_IDENTIFICATION', direction: 'PAY', identificationStatus: 'PROCESSING', signedByMe: true },
      ['pdf'],
    ],
    [
      'identification (payer only): the receiver never starts it',
      { status: 'UNSIGNED', direction: 'RECEIVE', identificationStatus: 'NEW' },
      ['sign', 'reject', 'pdf'],
    ],
    [
      'UNSIGNED, payer with identification NEW: identify before or after signing',
      { direction: 'PAY', identificationStatus: 'NEW', isInitiator: true },
      ['sign', 'startIdentification', 'cancel', 'pdf'],
    ],
    ['SIGNED: terminate with a note', { status: 'SIGNED', signedByMe: true }, ['terminate', 'pdf']],
    ['ACTIVE: terminate with a note', { status: 'ACTIVE', signedByMe: true }, ['terminate', 'pdf']],
    [
      'TERMINATING, asked by me: cancel a pending termination',
      { status: 'TERMINATING', terminationAskedByMe: true },
      ['terminateCancel', 'pdf'],
    ],
    ['TERMINATING, asked by the other side: terminate now', { status: 'TERMINATING' }, ['terminateNow', 'pdf']],
    ['EXPIRED: the PDF only', { status: 'EXPIRED' }, ['pdf']],
    ['TERMINATED: the PDF only', { status: 'TERMINATED' }, ['pdf']],
    ['CANCELLED: the PDF only', { status: 'CANCELLED', isInitiator: true }, ['pdf']],
    ['REJECTED: the PDF only', { status: 'REJECTED' }, ['pdf']],
  ];
  for (const [name, input, expected] of rows) t.same(contractActionsFor({ ...base, ...input }), expected, name);
});

t.test('every status of spec 3 §4 offers at least the PDF', async (t) => {
  for (const status of contractStatuses) t.ok(contractActionsFor({ ...base, status }).includes('pdf'), status);
});
