import { ApiError } from '@app/contracts';
import { allSettled, createEvent, fork, sample } from 'effector';
import t from 'tap';
import {
  $banks,
  $branches,
  $errors,
  $form,
  $ibanLookup,
  $own,
  $params,
  $payload,
  $status,
  $swiftLookup,
  bankListQuery,
  bankPicked,
  branchQuery,
  contextChanged,
  extraParamsQuery,
  fieldChanged,
  fieldLeft,
  ibanQuery,
  paramChanged,
  prefilled,
  reset,
  submitAttempted,
  swiftQuery,
} from './model.ts';
import type { OwnField } from './rules.ts';

const ok = { responseCode: '00' } as const;
const deutsche = {
  address: 'Taunusanlage 12',
  branch: 'Filiale Frankfurt am Main',
  city: 'Frankfurt am Main',
  zipCode: '60325',
  countryIsoCode: 'DE',
  country: 'Germany',
  bankName: 'Deutsche Bank AG',
  SWIFT: 'DEUTDEFFXXX',
};
const brBanks = [
  { bankName: 'Banco do Brasil S.A.', bankCode: '001', swift: 'BRASBRRJXXX', city: 'Brasília' },
  { bankName: 'Itaú Unibanco S.A.', bankCode: '341', swift: 'ITAUBRSPXXX', city: 'São Paulo' },
];
const text = (name: string, required = true, pattern?: string) => ({
  name,
  label: name,
  type: 'text' as const,
  required,
  ...(pattern ? { pattern } : {}),
});

interface Log {
  banks: unknown[];
  params: unknown[];
  branches: unknown[];
  ibans: unknown[];
  swifts: unknown[];
}

function scopeWith(
  log: Log,
  answers: {
    extraParams?: unknown[];
    iban?: Record<string, unknown>;
    ibanFails?: boolean;
    swift?: Record<string, unknown>;
  } = {},
) {
  return fork({
    handlers: [
      [
        bankListQuery.__.executeFx,
        async (input: { body: { countryCode: string } }) => (
          log.banks.push(input.body),
          { ...ok, banks: input.body.countryCode === 'BR' ? brBanks : [] }
        ),
      ],
      [
        extraParamsQuery.__.executeFx,
        async (input: { body: unknown }) => (
          log.params.push(input.body),
          { ...ok, extraParams: answers.extraParams ?? [] }
        ),
      ],
      [
        branchQuery.__.executeFx,
        async (input: { body: unknown }) => (
          log.branches.push(input.body),
          { ...ok, options: [{ code: '1607', name: 'Brasília Centro', city: 'Brasília' }] }
        ),
      ],
      [
        ibanQuery.__.executeFx,
        async (input: { body: unknown }) => {
          log.ibans.push(input.body);
          if (answers.ibanFails) throw new ApiError('No bank is known for this IBAN', 200, 'VF', undefined);
          return { ...ok, bankDetails: answers.iban ?? deutsche };
        },
      ],
      [
        swiftQuery.__.executeFx,
        async (input: { body: unknown }) => (
          log.swifts.push(input.body),
          {
            ...ok,
            bankDetails: answers.swift ?? {
              address: 'Taunusanlage 12',
              city: 'Frankfurt am Main',
              zipCode: '60325',
              countryIsoCode: 'DE',
              bankName: 'Deutsche Bank AG',
              code: 'DEUTDEFFXXX',
            },
          }
        ),
      ],
    ],
  });
}
const newLog = (): Log => ({ banks: [], params: [], branches: [], ibans: [], swifts: [] });
type Scope = ReturnType<typeof fork>;
async function type(scope: Scope, field: OwnField, value: string) {
  await allSettled(fieldChanged, { scope, params: { field, value } });
}
async function fillBeneficiary(scope: Scope) {
  await type(scope, 'beneficiaryName', 'Anna Schmidt');
  await type(scope, 'beneficiaryAddress', 'Hauptstraße 1');
  await type(scope, 'beneficiaryCity', 'Berlin');
}
const wireDe = { type: 'wire' as const, countryCode: 'DE', currencyCode: 'EUR', permission: '3d' as const };
const eftBr = { type: 'eft' as const, countryCode: 'BR', currencyCode: 'BRL', permission: '3d' as const };

t.test(
  'the destination loads its bank list and extra params (spec 2 §7 External); status through LoadStatus',
  async (t) => {
    const log = newLog();
    const scope = scopeWith(log, { extraParams: [text('SWIFT'), text('IBAN')] });
    t.equal(scope.getState($status), 'loading', 'nothing loaded yet');
    await allSettled(contextChanged, { scope, params: wireDe });
    t.same(log.banks, [{ countryCode: 'DE' }]);
    t.same(log.params, [{ paymentMethod: 'wire', currencyCode: 'EUR', countryCode: 'DE' }]);
    t.equal(scope.getState($status), 'ready');
    t.same(scope.getState($banks), []);
  },
);

t.test('spec 2 §3 "Bank details by IBAN": a valid IBAN is looked up and fills the bank details', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, { extraParams: [text('SWIFT'), text('IBAN')] });
  await allSettled(contextChanged, { scope, params: wireDe });
  await fillBeneficiary(scope);
  await type(scope, 'accountNumber', 'de39 5007 0010 0092 0000 00');
  t.equal(scope.getState($payload), null, 'no bank yet');
  await allSettled(fieldLeft, { scope, params: 'accountNumber' });
  t.same(log.ibans, [{ iban: 'DE39500700100092000000' }], 'electronic format');
  t.match(scope.getState($own), {
    bankName: 'Deutsche Bank AG',
    bankAddress: 'Taunusanlage 12',
    bankCity: 'Frankfurt am Main',
    swift: 'DEUTDEFFXXX',
  });
  t.match(scope.getState($ibanLookup), {
    kind: 'found',
    bankName: 'Deutsche Bank AG',
    branch: 'Filiale Frankfurt am Main',
  });
  t.same(scope.getState($payload), {
    beneficiaryName: 'Anna Schmidt',
    beneficiaryAddress: 'Hauptstraße 1',
    beneficiaryCity: 'Berlin',
    accountNumber: 'DE39500700100092000000',
    bankName: 'Deutsche Bank AG',
    bankAddress: 'Taunusanlage 12',
    bankCity: 'Frankfurt am Main',
    extraParams: { SWIFT: 'DEUTDEFFXXX', IBAN: 'DE39500700100092000000' },
    swift: 'DEUTDEFFXXX',
  });
  await allSettled(fieldLeft, { scope, params: 'accountNumber' });
  t.equal(log.ibans.length, 1, 'the same IBAN is not asked twice');
  await type(scope, 'bankName', 'Deutsche Bank');
  t.equal(scope.getState($own).bankName, 'Deutsche Bank', 'a filled field stays editable');
});

t.test('spec 2 §3 "Bank details by SWIFT": a valid SWIFT/BIC is looked up and fills the bank details', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, { extraParams: [text('SWIFT'), text('IBAN')] });
  await allSettled(contextChanged, { scope, params: wireDe });
  await type(scope, 'swift', 'deutdeff');
  await allSettled(fieldLeft, { scope, params: 'swift' });
  t.same(log.swifts, [{ swift: 'DEUTDEFF' }]);
  t.match(scope.getState($own), {
    swift: 'deutdeff',
    bankName: 'Deutsche Bank AG',
    bankAddress: 'Taunusanlage 12',
    bankCity: 'Frankfurt am Main',
  });
  t.match(scope.getState($swiftLookup), { kind: 'found' });
});

t.test('spec 2 §3 "Array values are treated as empty" in the IBAN answer', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, {
    extraParams: [text('SWIFT'), text('IBAN')],
    iban: { ...deutsche, bankName: 'ING-DiBa AG', branch: [], address: [], city: [], SWIFT: 'INGDDEFFXXX' },
  });
  await allSettled(contextChanged, { scope, params: wireDe });
  await type(scope, 'bankAddress', 'typed by the user');
  await type(scope, 'accountNumber', 'DE44500105175407324931');
  await allSettled(fieldLeft, { scope, params: 'accountNumber' });
  t.match(scope.getState($own), { bankName: 'ING-DiBa AG', bankAddress: 'typed by the user', bankCity: '' });
  t.match(scope.getState($ibanLookup), { kind: 'found', branch: '' }, 'the empty branch is no text');
});

t.test('spec 2 §5: a bad IBAN or BIC shows its field error and makes no call', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, { extraParams: [text('SWIFT'), text('IBAN')] });
  await allSettled(contextChanged, { scope, params: wireDe });
  await type(scope, 'accountNumber', 'DE39500700100092000001');
  await type(scope, 'swift', 'DEUT');
  t.same(scope.getState($errors), {}, 'no error before the field is left');
  await allSettled(fieldLeft, { scope, params: 'accountNumber' });
  await allSettled(fieldLeft, { scope, params: 'swift' });
  t.same(log.ibans, []);
  t.same(log.swifts, []);
  t.same(scope.getState($errors), {
    accountNumber: { key: 'externalTransfer.field.ibanChecksum' },
    swift: { key: 'externalTransfer.field.bicFormat' },
  });
  await allSettled(submitAttempted, { scope });
  t.match(scope.getState($errors), { beneficiaryName: { key: 'bankBeneficiary.error.required' } }, 'all after submit');
});

t.test('a failed lookup says so and keeps what the user typed', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, { extraParams: [text('SWIFT'), text('IBAN')], ibanFails: true });
  await allSettled(contextChanged, { scope, params: wireDe });
  await type(scope, 'bankName', 'My bank');
  await type(scope, 'accountNumber', 'DE89370400440532013000');
  await allSettled(fieldLeft, { scope, params: 'accountNumber' });
  t.equal(log.ibans.length, 1);
  t.match(scope.getState($ibanLookup), { kind: 'failed', message: { text: 'No bank is known for this IBAN' } });
  t.equal(scope.getState($own).bankName, 'My bank');
});

t.test('spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE"', async (t) => {
  const log = newLog();
  // the upstream leaves BANK_CODE out and says BRANCH_CODE is optional: the spec's rule still applies
  const scope = scopeWith(log, {
    extraParams: [text('BRANCH_CODE', false), text('ACCOUNT_NUMBER', true, '^\\d{5,12}$')],
  });
  await allSettled(contextChanged, { scope, params: eftBr });
  t.same(
    scope.getState($form)?.params.map((p) => [p.name, p.kind, p.required]),
    [
      ['BANK_CODE', 'bank', true],
      ['BRANCH_CODE', 'branch', true],
    ],
  );
  await fillBeneficiary(scope);
  await type(scope, 'accountNumber', '0012345678');
  await type(scope, 'bankName', 'Some bank');
  await allSettled(submitAttempted, { scope });
  t.equal(scope.getState($payload), null);
  t.match(scope.getState($errors), {
    'param:BANK_CODE': { key: 'bankBeneficiary.error.required' },
    'param:BRANCH_CODE': { key: 'bankBeneficiary.error.required' },
  });
  await allSettled(bankPicked, { scope, params: '001' });
  t.same(log.branches, [{ countryCode: 'BR', bankCode: '001' }], 'the branch options of the picked bank');
  t.match(scope.getState($own), { bankName: 'Banco do Brasil S.A.', bankCity: 'Brasília' }, 'the picked bank fills');
  t.match(scope.getState($branches), { bankCode: '001', options: [{ code: '1607' }] });
  t.equal(scope.getState($payload), null, 'no branch yet');
  await allSettled(paramChanged, { scope, params: { name: 'BRANCH_CODE', value: '1607' } });
  t.same(scope.getState($payload), {
    beneficiaryName: 'Anna Schmidt',
    beneficiaryAddress: 'Hauptstraße 1',
    beneficiaryCity: 'Berlin',
    accountNumber: '0012345678',
    bankName: 'Banco do Brasil S.A.',
    bankCity: 'Brasília',
    extraParams: { BANK_CODE: '001', BRANCH_CODE: '1607', ACCOUNT_NUMBER: '0012345678' },
  });
});

t.test('spec 2 §5 "Extra parameters returned with an options wrapper are flattened into one list"', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, {
    extraParams: [
      {
        options: [
          { name: 'BANK_CODE', label: 'Bank', type: 'select', required: true },
          { name: 'BRANCH_CODE', label: 'Branch', type: 'select', required: true },
        ],
      },
      text('ACCOUNT_NUMBER'),
      text('TAX_ID', true, '^\\d{11}(\\d{3})?$'),
    ],
  });
  await allSettled(contextChanged, { scope, params: eftBr });
  t.same(
    scope.getState($form)?.params.map((p) => p.name),
    ['BANK_CODE', 'BRANCH_CODE', 'TAX_ID'],
  );
  await allSettled(paramChanged, { scope, params: { name: 'TAX_ID', value: '123' } });
  await allSettled(fieldLeft, { scope, params: 'param:TAX_ID' });
  t.same(scope.getState($errors), { 'param:TAX_ID': { key: 'bankBeneficiary.error.format' } }, "the param's pattern");
});

t.test('the latest destination wins: a late answer for a country left is dropped', async (t) => {
  const scope = fork({
    handlers: [
      [
        extraParamsQuery.__.executeFx,
        async (input: { body: { countryCode: string } }) => {
          await new Promise((r) => setTimeout(r, input.body.countryCode === 'DE' ? 40 : 1));
          return { ...ok, extraParams: input.body.countryCode === 'DE' ? [text('IBAN')] : [text('ACCOUNT_NUMBER')] };
        },
      ],
      [bankListQuery.__.executeFx, async () => ({ ...ok, banks: [] })],
    ],
  });
  const slow = allSettled(contextChanged, { scope, params: wireDe });
  await allSettled(contextChanged, { scope, params: { ...wireDe, countryCode: 'US', currencyCode: 'USD' } });
  await slow;
  t.equal(scope.getState($form)?.account, 'accountNumber', "the US form, not Germany's");
});

t.test('prefilled takes the contract names; reset clears the fields', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, { extraParams: [text('ACCOUNT_NUMBER')] });
  await allSettled(contextChanged, { scope, params: eftBr });
  await allSettled(prefilled, {
    scope,
    params: {
      beneficiaryName: 'Ana Souza',
      beneficiaryAddress: 'Rua A, 1',
      beneficiaryCity: 'Brasília',
      accountNumber: '0012345678',
      bankName: 'Banco do Brasil S.A.',
      extraParams: { BANK_CODE: '001', BRANCH_CODE: '1607' },
      amount: '10.00',
    },
  });
  t.same(log.branches, [{ countryCode: 'BR', bankCode: '001' }], 'the prefilled bank gets its branches');
  t.match(scope.getState($payload), { extraParams: { BANK_CODE: '001', BRANCH_CODE: '1607' } });
  await allSettled(reset, { scope });
  t.equal(scope.getState($own).beneficiaryName, '');
  t.equal(scope.getState($payload), null);
});

t.test('nothing loads before the page has told a whole destination (country and currency)', async (t) => {
  const log = newLog();
  const scope = scopeWith(log);
  await allSettled(contextChanged, { scope, params: { ...wireDe, countryCode: '', currencyCode: '' } });
  await allSettled(contextChanged, { scope, params: { ...wireDe, currencyCode: '' } });
  t.same(log.banks, []);
  t.same(log.params, []);
  t.equal(scope.getState($form), null);
  await allSettled(contextChanged, { scope, params: wireDe });
  t.equal(log.params.length, 1);
});

t.test('ACH: a routing number of a listed bank fills its name and city when left', async (t) => {
  const scope = fork({
    handlers: [
      [
        bankListQuery.__.executeFx,
        async () => ({
          ...ok,
          banks: [
            { bankName: 'JPMorgan Chase Bank, N.A.', bankCode: '021000021', swift: 'CHASUS33XXX', city: 'New York' },
          ],
        }),
      ],
      [extraParamsQuery.__.executeFx, async () => ({ ...ok, extraParams: [text('ROUTING_NUMBER', true, '^\\d{9}$')] })],
    ],
  });
  await allSettled(contextChanged, { scope, params: { ...eftBr, countryCode: 'US', currencyCode: 'USD' } });
  await allSettled(paramChanged, { scope, params: { name: 'ROUTING_NUMBER', value: '999999999' } });
  await allSettled(fieldLeft, { scope, params: 'param:ROUTING_NUMBER' });
  t.equal(scope.getState($own).bankName, '', 'an unknown routing number fills nothing');
  await allSettled(paramChanged, { scope, params: { name: 'ROUTING_NUMBER', value: '021000021' } });
  await allSettled(fieldLeft, { scope, params: 'param:ROUTING_NUMBER' });
  t.match(scope.getState($own), { bankName: 'JPMorgan Chase Bank, N.A.', bankCity: 'New York' });
});

// the page fires the context and the prefill from one event (a repeat to another country): the prefill must win
const pageRepeat = createEvent<{ countryCode: string; block: Record<string, unknown> }>();
sample({
  clock: pageRepeat,
  fn: (p) => ({ ...eftBr, countryCode: p.countryCode, currencyCode: 'USD' }),
  target: contextChanged,
});
sample({ clock: pageRepeat, fn: (p) => p.block, target: prefilled });

t.test("another country clears the extra params, but not a repeat's own in the same step", async (t) => {
  const log = newLog();
  const scope = scopeWith(log);
  await allSettled(contextChanged, { scope, params: { ...eftBr, countryCode: 'JP', currencyCode: 'USD' } });
  await allSettled(paramChanged, { scope, params: { name: 'BANK_CODE', value: '0005' } });
  await allSettled(contextChanged, { scope, params: { ...eftBr, countryCode: 'HK', currencyCode: 'USD' } });
  t.same(scope.getState($params), {}, "Japan's bank is not Hong Kong's");
  await allSettled(pageRepeat, {
    scope,
    params: { countryCode: 'US', block: { extraParams: { ROUTING_NUMBER: '021000021' } } },
  });
  t.same(scope.getState($params), { ROUTING_NUMBER: '021000021' });
});

t.test('submit with a valid IBAN never left and no bank name: the IBAN is looked up then', async (t) => {
  const log = newLog();
  const scope = scopeWith(log, { extraParams: [text('SWIFT'), text('IBAN')] });
  await allSettled(contextChanged, { scope, params: wireDe });
  await type(scope, 'accountNumber', 'DE39500700100092000000');
  await allSettled(submitAttempted, { scope });
  t.same(log.ibans, [{ iban: 'DE39500700100092000000' }]);
  t.same(log.swifts, [], 'no SWIFT typed: nothing to look up');
  t.equal(scope.getState($own).bankName, 'Deutsche Bank AG');
  await allSettled(submitAttempted, { scope });
  t.equal(log.ibans.length, 1, 'a bank name: no second lookup');
});
