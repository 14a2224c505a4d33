import type { ContractCreateBody } from '@app/contracts';
import t from 'tap';
import { type CreateField, createProblems } from './model.ts';

const ok: ContractCreateBody = {
  companyId: 2,
  senderId: 100002,
  senderSignerName: 'Dana Demo',
  senderObligations: ['Pay the share monthly'],
  beneficiaryId: 100001,
  beneficiarySignerName: 'Alex Morgan',
  beneficiaryObligations: ['Stream weekly'],
  activeFrom: '2026-12-01',
  percentage: '12.5',
};
const today = '2026-11-28';

t.test('createProblems: spec 3 §5 "Contracts" and the decided rules', async (t) => {
  const rows: [string, Partial<ContractCreateBody>, CreateField[]][] = [
    ['a valid contract', {}, []],
    ['"companyId ... integers in the 32-bit range": 2147483647 is', { companyId: 2147483647 }, []],
    ['"companyId ... integers in the 32-bit range": 2147483648 is not', { companyId: 2147483648 }, ['companyId']],
    ['no company chosen', { companyId: Number.NaN }, ['companyId']],
    ['"senderId and beneficiaryId are integers in the 32-bit range"', { beneficiaryId: 1.5 }, ['counterparty']],
    ['no counterparty found yet', { beneficiaryId: Number.NaN }, ['counterparty']],
    ['the two sides are one customer (decided)', { beneficiaryId: 100002 }, ['counterparty']],
    ['"Signer names have at most 256 characters": 256 is', { senderSignerName: 'x'.repeat(256) }, []],
    [
      '"Signer names have at most 256 characters": 257 is not',
      { senderSignerName: 'x'.repeat(257) },
      ['senderSignerName'],
    ],
    ['a blank signer name', { beneficiarySignerName: '  ' }, ['beneficiarySignerName']],
    ['"Each obligations list needs at least 1 item": none', { senderObligations: [] }, ['senderObligations']],
    ['an empty obligation row', { beneficiaryObligations: ['Stream weekly', ' '] }, ['beneficiaryObligations']],
    ['"percentage is above 0": 0 is not', { percentage: '0' }, ['percentage']],
    ['"percentage is above 0": 0.01 is', { percentage: '0.01' }, []],
    ['"and at most 100": 100 is', { percentage: '100' }, []],
    ['"and at most 100": 100.01 is not', { percentage: '100.01' }, ['percentage']],
    ['not a number', { percentage: 'ten' }, ['percentage']],
    ['the start day before today (decided: today or later)', { activeFrom: '2026-11-27' }, ['activeFrom']],
    ['the start day today', { activeFrom: today }, []],
    ['a note over 1000 characters', { note: 'x'.repeat(1001) }, ['note']],
  ];
  for (const [why, patch, expected] of rows) t.same(createProblems({ ...ok, ...patch }, today), expected, why);
});
