import { type InstantKeyInfo, instantKeyTypes } from '@app/contracts';
import { translate } from '@app/locales';
import t from 'tap';
import {
  cnpjValid,
  cpfValid,
  instantFieldProblems,
  instantKeyOf,
  instantPayload,
  keyRequestOf,
  prefillOf,
  recipientProblem,
  taxIdCheck,
} from './lib.ts';

t.test("spec 2 §7 'instant details (taxId, instantKey, instantKeyType)': the payee's tax id", async (t) => {
  const rows: [string, unknown, string][] = [
    ['123.456.789-09', { ok: true, taxId: '12345678909' }, 'a CPF typed with its punctuation'],
    ['12345678909', { ok: true, taxId: '12345678909' }, 'a CPF'],
    ['11.222.333/0001-81', { ok: true, taxId: '11222333000181' }, 'a CNPJ typed with its punctuation'],
    ['123.456.789-00', { ok: false, problem: 'taxIdInvalid' }, 'wrong check digits'],
    ['111.111.111-11', { ok: false, problem: 'taxIdInvalid' }, 'all the same digit'],
    ['1234567890', { ok: false, problem: 'taxIdInvalid' }, '10 digits'],
    ['12345678909a', { ok: false, problem: 'taxIdInvalid' }, 'a letter'],
    ['  ', { ok: false, problem: 'taxIdRequired' }, 'empty'],
  ];
  for (const [text, want, why] of rows) t.same(taxIdCheck(text), want, why);
  t.ok(cpfValid('529.982.247-25') && cpfValid('11144477735'), 'other CPFs');
  t.notOk(cnpjValid('11222333000182'), 'CNPJ with a wrong last digit');
});

t.test('the key of each type (contracts instantKeyTypes), as sent', async (t) => {
  const rows: [Parameters<typeof instantKeyOf>[0], string, string | null, string][] = [
    ['CPF', '123.456.789-09', '12345678909', 'CPF key: its digits'],
    ['CPF', '12345678900', null, 'CPF key with wrong check digits'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181', 'CNPJ key'],
    ['CNPJ', '12345678909', null, 'a CPF is not a CNPJ key'],
    ['EMAIL', ' joao.silva@example.com.br ', 'joao.silva@example.com.br', 'e-mail, trimmed'],
    ['EMAIL', 'joao.silva', null, 'not an e-mail'],
    ['PHONE', '+55 11 98765-4321', '+5511987654321', 'E.164 typed with spaces and a dash'],
    ['PHONE', '(11) 98765-4321', '+5511987654321', 'no +: Brazilian, +55 put in front'],
    ['PHONE', '98765-4321', null, 'no area code'],
    ['EVP', '123E4567-E89B-42D3-A456-426614174000', '123e4567-e89b-42d3-a456-426614174000', 'UUID in lower case'],
    ['EVP', '123e4567e89b42d3a456426614174000', null, 'without its dashes'],
    ['EMAIL', `${'a'.repeat(70)}@example.com`, null, 'longer than the contract allows (77)'],
  ];
  for (const [type, text, want, why] of rows) t.equal(instantKeyOf(type, text), want, why);
});

t.test('field problems and the lookup request', async (t) => {
  t.same(instantFieldProblems({ taxId: '', instantKeyType: null, instantKey: '' }), {
    taxId: 'taxIdRequired',
    instantKeyType: 'keyTypeRequired',
    instantKey: 'keyRequired',
  });
  t.same(instantFieldProblems({ taxId: '12345678909', instantKeyType: 'EVP', instantKey: 'abc' }), {
    taxId: null,
    instantKeyType: null,
    instantKey: 'keyInvalid',
  });
  t.same(keyRequestOf({ taxId: '123.456.789-09', instantKeyType: 'CPF', instantKey: '123.456.789-09' }), {
    taxId: '12345678909',
    instantKey: '12345678909',
    instantKeyType: 'CPF',
  });
  t.equal(keyRequestOf({ taxId: '12345678909', instantKeyType: null, instantKey: '12345678909' }), null, 'no type');
});

const info: InstantKeyInfo = {
  holderName: 'Ana Paula Souza',
  taxId: '***.456.789-**',
  bankName: 'Itaú Unibanco S.A.',
  bankCode: '60701190',
  branch: '0350',
  accountNumber: '****5-6',
  accountType: 'checking',
};
const banks = [{ bankCode: '60701190', bankName: 'Itaú Unibanco S.A.' }];
const fields = { taxId: '123.456.789-09', instantKeyType: 'CPF' as const, instantKey: '12345678909' };
const request = { taxId: '12345678909', instantKey: '12345678909', instantKeyType: 'CPF' as const };

t.test('payload only after a successful lookup and confirmation (beneficiaryName = the holder)', async (t) => {
  const rows: [Parameters<typeof instantPayload>[0], unknown, string][] = [
    [
      { fields, lookup: { request, info }, confirmed: true, banks },
      { ...request, beneficiaryName: 'Ana Paula Souza' },
      'looked up and confirmed',
    ],
    [{ fields, lookup: { request, info }, confirmed: false, banks }, null, 'not confirmed'],
    [{ fields, lookup: null, confirmed: true, banks }, null, 'not looked up'],
    [
      { fields: { ...fields, instantKey: '52998224725' }, lookup: { request, info }, confirmed: true, banks },
      null,
      'the key changed since the lookup',
    ],
    [{ fields, lookup: { request, info }, confirmed: true, banks: [] }, null, 'the bank takes no instant payments'],
  ];
  for (const [input, want, why] of rows) t.same(instantPayload(input), want, why);
  t.equal(recipientProblem({ request, lookup: { request, info }, confirmed: true, banks: [] }), 'bankNotInstant');
  t.equal(recipientProblem({ request, lookup: null, confirmed: false, banks }), 'lookupRequired');
  t.equal(recipientProblem({ request, lookup: { request, info }, confirmed: true, banks }), null, 'confirmed');
});

t.test('prefill', async (t) => {
  t.same(prefillOf({ taxId: 12345678909, instantKeyType: 'CPF', instantKey: '12345678909', beneficiaryName: 'X' }), {
    taxId: '12345678909',
    instantKeyType: 'CPF',
    instantKey: '12345678909',
  });
  t.same(prefillOf({ instantKeyType: 'IBAN' }), {}, 'an unknown key type is ignored');
});

t.test(
  'every problem the rules return, key type and account type has its English text (the locales test holds the other five to the English keys)',
  async (t) => {
    const p1 = instantFieldProblems({ taxId: '', instantKeyType: null, instantKey: '' });
    const p2 = instantFieldProblems({ taxId: '1', instantKeyType: 'EVP', instantKey: 'x' });
    const fieldKeys = [p1, p2].flatMap((p) => [p.taxId, p.instantKeyType, p.instantKey]).filter((k) => k !== null);
    t.same([...new Set(fieldKeys)].sort(), [
      'keyInvalid',
      'keyRequired',
      'keyTypeRequired',
      'taxIdInvalid',
      'taxIdRequired',
    ]);
    const keys = [
      ...fieldKeys.filter((k) => k !== 'keyInvalid').map((k) => `instantPayee.${k}`),
      ...instantKeyTypes.flatMap((k) => [`instantPayee.keyInvalid.${k}`, `instantPayee.keyTypes.${k}`]),
      ...['checking', 'savings', 'payment'].map((a) => `instantPayee.accountTypes.${a}`),
      'instantPayee.lookupRequired',
      'instantPayee.bankNotInstant',
    ];
    for (const key of keys) t.not(translate('en', key), key, key);
  },
);
