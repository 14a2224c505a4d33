import t from 'tap';
import { approvalRole, mayApprove } from './rules.ts';

t.test(
  'spec 2 §6: requests "are approved or declined by authorised users"; "Right value 3 changes the approval wording"',
  async (t) => {
    const rows: [string, boolean, number | undefined, 'approver' | 'initiator' | 'reader', boolean][] = [
      ['full access (2) approves', true, 2, 'approver', true],
      ['initiate (3): the initiate wording, cannot approve', true, 3, 'initiator', false],
      ['read (1) only reads', true, 1, 'reader', false],
      ['no access (0)', true, 0, 'reader', false],
      ['confirmed (4) is not full access', true, 4, 'reader', false],
      ['rights not known yet', true, undefined, 'reader', false],
      ['a personal customer has no company requests', false, 2, 'reader', false],
    ];
    for (const [name, business, rights, role, may] of rows) {
      t.equal(approvalRole(business, rights), role, name);
      t.equal(mayApprove(business, rights), may, name);
    }
  },
);
