import t from 'tap';
import { type ContractsAvailability, contractsAvailability } from './availability.ts';

t.test(
  'contractsAvailability: spec 3 §6 "The smart contracts menu requires verified status", and contractsEnable',
  async (t) => {
    const rows: [string, boolean | undefined, boolean | undefined, ContractsAvailability][] = [
      ['verified, the brand offers contracts', true, true, 'available'],
      ['not verified', false, true, 'unverified'],
      ['the brand does not offer them (contractsEnable false)', true, false, 'notOffered'],
      ['neither: the brand comes first', false, false, 'notOffered'],
      ['the customer still loading', undefined, true, 'loading'],
      ['the config still loading', true, undefined, 'loading'],
    ];
    for (const [why, verified, enabled, expected] of rows)
      t.equal(contractsAvailability(verified, enabled), expected, why);
  },
);
