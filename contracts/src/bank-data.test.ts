import t from 'tap';
import {
  bankDetailText,
  flattenExtraParams,
  ibanDictionaryGet,
  requiredExtraParams,
  swiftDictionaryGet,
  type ExtraParam,
} from './bank-data.ts';

t.test(
  'spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE extra parameters."',
  async (t) => {
    const both = ['BANK_CODE', 'BRANCH_CODE'];
    const rows: [paymentMethod: string, country: string, want: string[]][] = [
      ['eft', 'BR', both],
      ['eft', 'JP', both],
      ['eft', 'HK', both],
      ['eft', 'LK', both],
      ['eft', 'DE', []], // another country: the spec requires nothing
      ['eft', 'US', []],
      ['wire', 'BR', []], // "For eft": another type is not covered
      ['instant_payment', 'JP', []],
    ];
    for (const [method, country, want] of rows)
      t.same(requiredExtraParams(method, country), want, `${method} ${country}`);
  },
);

t.test('spec 2 §5 "Extra parameters returned with an options wrapper are flattened into one list."', async (t) => {
  const p = (name: string): ExtraParam => ({ name, label: name, type: 'text', required: true });
  const rows: [what: string, entries: Parameters<typeof flattenExtraParams>[0], want: string[]][] = [
    ['a plain list stays as is', [p('A'), p('B')], ['A', 'B']],
    ['an options wrapper is unwrapped in place', [p('A'), { options: [p('B'), p('C')] }, p('D')], ['A', 'B', 'C', 'D']],
    ['two wrappers become one list', [{ options: [p('A')] }, { options: [p('B')] }], ['A', 'B']],
    ['an empty wrapper adds nothing', [{ options: [] }, p('A')], ['A']],
    ['nothing', [], []],
  ];
  for (const [what, entries, want] of rows)
    t.same(
      flattenExtraParams(entries).map((e) => e.name),
      want,
      what,
    );
});

t.test('spec 2 §3 IBAN details: "Array values are treated as empty."', async (t) => {
  const rows: [value: string | unknown[] | undefined, want: string][] = [
    ['Frankfurt am Main', 'Frankfurt am Main'],
    [[], ''],
    [['Head office', 'Branch'], ''],
    ['', ''],
    [undefined, ''],
  ];
  for (const [value, want] of rows) t.equal(bankDetailText(value), want, JSON.stringify(value));
});

t.test('SWIFT and IBAN requests are read without spaces, in capitals', async (t) => {
  t.equal(swiftDictionaryGet.request.parse({ swift: 'deut de ff' }).swift, 'DEUTDEFF');
  t.notOk(swiftDictionaryGet.request.safeParse({ swift: 'DEUT' }).success, 'too short');
  t.notOk(swiftDictionaryGet.request.safeParse({ swift: 'DEUTDEFF1' }).success, '9 characters');
  t.equal(ibanDictionaryGet.request.parse({ iban: 'de89 3704 0044 0532 0130 00' }).iban, 'DE89370400440532013000');
  t.notOk(ibanDictionaryGet.request.safeParse({ iban: 'not an iban' }).success);
});
