import { translate } from '@app/locales';
import t from 'tap';
import { canadianMobile, emailProblem, interacPayload, interacProblems, prefillOf } from './lib.ts';

t.test("spec 2 §5 'Email check: valid if empty, or longer than 5 characters and containing '@' and '.''", async (t) => {
  const rows: [string, string | null, string][] = [
    ['', 'emailRequired', "'valid if empty', but the recipient's e-mail is required here"],
    ['a@b.c', 'emailInvalid', '5 characters: not longer than 5'],
    ['a@b.ca', null, '6 characters with @ and .'],
    ['ann.lee.example.ca', 'emailInvalid', 'no @'],
    ['ann@example', 'emailInvalid', 'no .'],
    ['  ann@example.ca  ', null, 'trimmed'],
    [`${'a'.repeat(245)}@example.ca`, 'emailInvalid', 'longer than the contract allows (254)'],
  ];
  for (const [email, want, why] of rows) t.equal(emailProblem(email), want, why);
});

t.test('a Canadian mobile number: +1 and ten digits (contracts interacTransfer.phone)', async (t) => {
  const rows: [string, string | null, string][] = [
    ['(416) 555-0100', '+14165550100', 'typed with brackets and a dash'],
    ['416-555-0100', '+14165550100', 'dashes'],
    ['416.555.0100', '+14165550100', 'dots'],
    ['4165550100', '+14165550100', 'ten digits'],
    ['1 416 555 0100', '+14165550100', 'with the country code 1'],
    ['+1 (604) 555-0199', '+16045550199', 'E.164 typed with spaces'],
    ['+14165550100', '+14165550100', 'E.164'],
    ['416555010', null, 'nine digits'],
    ['+44 20 7946 0958', null, 'not +1'],
    ['(116) 555-0100', null, 'an area code cannot start with 1'],
    ['(416) 155-0100', null, 'an exchange cannot start with 1'],
    ['416 555 01OO', null, 'letters'],
    ['', null, 'empty'],
  ];
  for (const [text, want, why] of rows) t.equal(canadianMobile(text), want, why);
});

t.test('exactly one of e-mail or phone is sent: the chosen one', async (t) => {
  const base = { beneficiaryName: ' Ann Lee ', email: 'ann@example.ca', phone: '(416) 555-0100' };
  const rows: [Parameters<typeof interacPayload>[0], unknown, string][] = [
    [{ ...base, contact: 'email' }, { beneficiaryName: 'Ann Lee', email: 'ann@example.ca' }, 'by e-mail'],
    [{ ...base, contact: 'phone' }, { beneficiaryName: 'Ann Lee', phone: '+14165550100' }, 'by phone, normalised'],
    [
      { ...base, contact: 'phone', email: 'bad' },
      { beneficiaryName: 'Ann Lee', phone: '+14165550100' },
      'e-mail unused',
    ],
    [
      { ...base, contact: 'email', phone: '12' },
      { beneficiaryName: 'Ann Lee', email: 'ann@example.ca' },
      'phone unused',
    ],
    [{ ...base, contact: 'email', email: 'a@b.c' }, null, 'invalid e-mail'],
    [{ ...base, contact: 'phone', phone: '555-0100' }, null, 'seven digits'],
    [{ ...base, contact: 'email', beneficiaryName: '' }, null, 'no name'],
    [{ ...base, contact: 'email', beneficiaryName: 'x'.repeat(141) }, null, 'name over 140'],
  ];
  for (const [input, want, why] of rows) t.same(interacPayload(input), want, why);
  t.same(
    interacProblems({ beneficiaryName: '', contact: 'phone', email: '', phone: '' }),
    { beneficiaryName: 'nameRequired', email: null, phone: 'phoneRequired' },
    'the problems of the chosen contact only',
  );
});

t.test('a prefill picks the contact it carries', async (t) => {
  t.same(prefillOf({ beneficiaryName: 'Ann Lee', email: 'ann@example.ca' }), {
    beneficiaryName: 'Ann Lee',
    contact: 'email',
    email: 'ann@example.ca',
  });
  t.same(prefillOf({ phone: '+14165550100', email: '' }), { contact: 'phone', phone: '+14165550100' });
  t.same(prefillOf({ beneficiaryName: 3 }), {}, 'wrong types are ignored');
});

t.test(
  'every problem the rules return has its English text (the locales test holds the other five to the English keys)',
  async (t) => {
    const p1 = interacProblems({ beneficiaryName: '', contact: 'email', email: '', phone: '' });
    const p2 = interacProblems({ beneficiaryName: 'x'.repeat(141), contact: 'email', email: 'a@b.c', phone: '' });
    const p3 = interacProblems({ beneficiaryName: 'A', contact: 'phone', email: '', phone: '' });
    const p4 = interacProblems({ beneficiaryName: 'A', contact: 'phone', email: '', phone: '12' });
    const keys = [p1, p2, p3, p4].flatMap((p) => [p.beneficiaryName, p.email, p.phone]).filter((k) => k !== null);
    t.same([...new Set(keys)].sort(), [
      'emailInvalid',
      'emailRequired',
      'nameRequired',
      'nameTooLong',
      'phoneInvalid',
      'phoneRequired',
    ]);
    for (const key of keys) t.not(translate('en', `interacPayee.${key}`), `interacPayee.${key}`, key);
  },
);
