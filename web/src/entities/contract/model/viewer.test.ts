import type { Contract } from '@app/contracts';
import t from 'tap';
import { contractView } from './viewer.ts';

const business = { id: 100002, username: 'business@demo.test', name: 'Demo Business Ltd' };
const personal = { id: 100001, username: 'personal@demo.test', name: 'Alex Morgan' };
const base: Contract = {
  id: 5,
  status: 'WAITING',
  percentage: '12.5',
  initiatorId: 100002,
  direction: 'PAY',
  activeFrom: '2026-12-01',
  createdAt: '2026-11-28T10:00:00Z',
  updatedAt: '2026-11-28T10:00:00Z',
  company: { id: 1, title: 'Demo Studio', logo: null },
  sender: business,
  beneficiary: personal,
  senderSignedAt: '2026-11-28T10:05:00Z',
  beneficiarySignedAt: null,
};

t.test(
  'contractView: the sides as the signed-in customer sees them (spec 3 §3 direction PAY or RECEIVE)',
  async (t) => {
    t.same(
      contractView(base),
      {
        side: 'sender',
        me: business,
        counterparty: personal,
        isInitiator: true,
        signedByMe: true,
        signedByCounterparty: false,
        terminationAskedByMe: false,
      },
      'PAY: the sender, who created and signed it',
    );
    t.same(
      contractView({ ...base, direction: 'RECEIVE' }),
      {
        side: 'beneficiary',
        me: personal,
        counterparty: business,
        isInitiator: false,
        signedByMe: false,
        signedByCounterparty: true,
        terminationAskedByMe: false,
      },
      'RECEIVE: the beneficiary, the counterparty of the initiator',
    );
    const terminating: Contract = {
      ...base,
      status: 'TERMINATING',
      terminateInfo: { terminatedAt: '2026-12-28', note: 'Moving on', terminatedBy: 100001 },
    };
    t.equal(contractView(terminating).terminationAskedByMe, false, 'asked by the other side');
    t.equal(contractView({ ...terminating, direction: 'RECEIVE' }).terminationAskedByMe, true, 'asked by me');
  },
);
