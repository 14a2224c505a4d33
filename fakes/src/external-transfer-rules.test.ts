import t from 'tap';
import { type ExternalTransferType, transactionTypeIds } from '@app/contracts';
import {
  cardProblem,
  cryptoProblem,
  eftProblem,
  externalStatus,
  externalTransactionTypeId,
  interacProblem,
  maskCard,
  receivableCurrencyProblem,
  sameHolderName,
  swiftProblem,
  wireProblem,
} from './external-transfer-rules.ts';
import { extraParamsOf } from './handlers/bank-data.ts';

const verdict = (p: { code: string; message: string } | undefined) => (p ? `${p.code} ${p.message}` : 'ok');

t.test('the status of an external submit (contracts externalSubmitAnswer; spec 2 §4, §8)', async (t) => {
  const rows: [ExternalTransferType, boolean, string, string][] = [
    ['wire', false, 'pending', "spec 2 §8 'A pending status without a message shows paymentPending with an asterisk'"],
    ['eft', false, 'pending', 'an eft waits for the beneficiary bank like a wire'],
    ['oct', false, 'completed', 'a card payout is final at once'],
    ['crypto_eft', false, 'completed', 'sent on the network'],
    ['instant_payment', false, 'completed', 'instant'],
    ['interac', false, 'completed', 'autodeposit'],
    ['wire', true, 'processing', "spec 2 §4 'A submitted transfer returns an operationId and approveType' (waits)"],
    ['oct', true, 'processing', 'any type waits for its approval'],
  ];
  for (const [type, waiting, status, why] of rows) t.equal(externalStatus(type, waiting), status, `${type}: ${why}`);
});

t.test('the history type of an external transfer (contracts transactionTypeIds)', async (t) => {
  const rows: [ExternalTransferType, number][] = [
    ['wire', transactionTypeIds.wireWithdrawal],
    ['eft', transactionTypeIds.wireWithdrawal],
    ['oct', transactionTypeIds.paymentSent],
    ['crypto_eft', transactionTypeIds.paymentSent],
    ['instant_payment', transactionTypeIds.paymentSent],
    ['interac', transactionTypeIds.paymentSent],
  ];
  for (const [type, id] of rows) t.equal(externalTransactionTypeId(type), id, type);
});

t.test('the currency the beneficiary receives, per type', async (t) => {
  const rows: [ExternalTransferType, string, string, string][] = [
    ['interac', 'USD', 'CAD', 'ok'],
    ['interac', 'USD', 'USD', 'VF currencyCode: Interac e-Transfers are sent in CAD only'],
    ['instant_payment', 'USD', 'BRL', 'ok'],
    ['instant_payment', 'EUR', 'EUR', 'VF currencyCode: instant payments (Pix) are sent in BRL only'],
    ['crypto_eft', 'USD', 'USDT', 'ok'],
    ['crypto_eft', 'USD', 'BTC', 'ok'],
    ['crypto_eft', 'USD', 'DOGE', 'VF currencyCode: DOGE is not a crypto asset that can be sent'],
    ['wire', 'EUR', 'EUR', 'ok'],
    ['wire', 'USD', 'GBP', 'ok'],
    ['wire', 'USD', 'BRL', 'VF currencyCode: USD cannot be sent as BRL'],
    ['oct', 'RON', 'RON', 'ok'],
  ];
  for (const [type, from, to, expected] of rows)
    t.equal(verdict(receivableCurrencyProblem(type, from, to)), expected, `${type} ${from} → ${to}`);
});

t.test('wire: SWIFT/BIC and IBAN (spec 2 §3 "Bank details by SWIFT", "Bank details by IBAN")', async (t) => {
  const swiftRows: [string, string, string][] = [
    ['COBADEFFXXX', 'DE', 'ok'],
    ['COBADEFF', 'DE', 'ok'],
    ['DEUTDEFF', 'DE', 'ok'],
    ['CO1ADEFF', 'DE', 'TA1 swift: CO1ADEFF is not a valid SWIFT/BIC code'],
    ['BNPAFRPPXXX', 'DE', 'VF swift: BNPAFRPPXXX is a bank in FR, not in DE'],
    ['ABNANL2A', 'NL', 'VF swift: no bank is known for SWIFT/BIC ABNANL2A'],
  ];
  for (const [swift, country, expected] of swiftRows)
    t.equal(verdict(swiftProblem(swift, country)), expected, `${swift} to ${country}`);
  const base = { swift: 'COBADEFFXXX', countryCode: 'DE', accountNumber: 'DE89370400440532013000' };
  const rows: [string, Parameters<typeof wireProblem>[0], boolean, RegExp | 'ok'][] = [
    ['a Commerzbank IBAN with its BIC', base, true, 'ok'],
    ['a bad check digit', { ...base, accountNumber: 'DE88370400440532013000' }, true, /^TA1 .*not a valid IBAN/],
    ['an IBAN of another country', { ...base, accountNumber: 'FR7630004008280001012345691' }, true, /of FR, not of DE/],
    ['the IBAN of another bank', { ...base, swift: 'DEUTDEFFXXX' }, true, /not the bank of this IBAN \(Commerzbank AG/],
    ['a local account number where no IBAN is used', { ...base, accountNumber: '123456789' }, false, 'ok'],
  ];
  for (const [why, b, usesIban, expected] of rows) {
    const got = verdict(wireProblem(b, usesIban));
    if (expected === 'ok') t.equal(got, 'ok', why);
    else t.match(got, expected, why);
  }
});

t.test(
  'eft: extra params (spec 2 §5 "For eft, countries BR, JP, HK and LK require BANK_CODE and BRANCH_CODE")',
  async (t) => {
    const br = { BANK_CODE: '341', BRANCH_CODE: '0350', TAX_ID: '12345678909' };
    const rows: [string, string, string, Record<string, string> | undefined, RegExp | 'ok'][] = [
      ['BR with bank, branch and tax id', 'BR', '123456', br, 'ok'],
      [
        'BR without BANK_CODE',
        'BR',
        '123456',
        { BRANCH_CODE: '0350', TAX_ID: '12345678909' },
        /^VF extraParams.BANK_CODE: required for eft to BR$/,
      ],
      [
        'BR without BRANCH_CODE',
        'BR',
        '123456',
        { BANK_CODE: '341', TAX_ID: '12345678909' },
        /^VF extraParams.BRANCH_CODE: required for eft to BR$/,
      ],
      ['JP without any', 'JP', '1234567', undefined, /BANK_CODE: required for eft to JP/],
      ['BR tax id pattern', 'BR', '123456', { ...br, TAX_ID: '123' }, /TAX_ID: not a valid CPF or CNPJ for BR/],
      ['BR unknown bank', 'BR', '123456', { ...br, BANK_CODE: '999' }, /no bank 999 in BR/],
      ['BR unknown branch', 'BR', '123456', { ...br, BRANCH_CODE: '9999' }, /has no branch 9999/],
      ['US routing number', 'US', '123456789', { ROUTING_NUMBER: '021000021' }, 'ok'],
      ['US routing number missing', 'US', '123456789', {}, /ROUTING_NUMBER: ABA routing number is required/],
      [
        'US account number pattern',
        'US',
        'ABC',
        { ROUTING_NUMBER: '021000021' },
        /accountNumber: not a valid Account number/,
      ],
      ['GB sort code', 'GB', '31926819', { SORT_CODE: '601613' }, 'ok'],
      ['DE (SEPA): the account number is the IBAN', 'DE', 'DE89370400440532013000', {}, 'ok'],
      ['DE with a bad IBAN', 'DE', 'DE88370400440532013000', {}, /^TA1 .*not a valid IBAN/],
    ];
    for (const [why, country, accountNumber, extraParams, expected] of rows) {
      const got = verdict(
        eftProblem({ countryCode: country, accountNumber, extraParams }, extraParamsOf('eft', country)),
      );
      if (expected === 'ok') t.equal(got, 'ok', why);
      else t.match(got, expected, why);
    }
    t.equal(
      verdict(eftProblem({ countryCode: 'XX', accountNumber: '1234' }, undefined)),
      'VF countryCode: eft transfers to XX are not available',
    );
  },
);

t.test('card payout: Luhn and the blocked BINs (spec 2 §5 "A blocked card BIN list is fetched")', async (t) => {
  const rows: [string, string][] = [
    ['4111111111111111', 'ok'],
    ['4111 1111 1111 1111', 'ok'],
    ['4111111111111112', 'VF cardNumber: not a valid card number (check digit)'],
    ['4000000000000002', 'VF cardNumber: cards with BIN 400000 cannot receive payouts'],
    ['5105105105105100', 'VF cardNumber: cards with BIN 510510 cannot receive payouts'],
  ];
  for (const [card, expected] of rows) t.equal(verdict(cardProblem(card)), expected, card);
  t.equal(maskCard('4111111111111111'), '4111 11** **** 1111', 'BIN and last 4 only');
});

t.test('crypto: asset per network and the address format', async (t) => {
  const rows: [string, string, string, string][] = [
    ['BTC', 'BTC', 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', 'ok'],
    ['BTC', 'BTC', '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', 'ok'],
    ['BTC', 'BTC', 'bc1q' + 'a'.repeat(10), 'VF address: not a BTC address'],
    ['ETH', 'USDT', '0x52908400098527886E0F7030069857D2E4169EE7', 'ok'],
    ['ETH', 'ETH', '0x5290840009852788', 'VF address: not a ETH address'],
    ['TRON', 'USDT', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'ok'],
    ['TRON', 'BTC', 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', 'VF network: BTC is not sent on TRON (USDT are)'],
    ['SOL', 'USDC', '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', 'ok'],
  ];
  for (const [network, currencyCode, address, expected] of rows)
    t.equal(verdict(cryptoProblem({ network, currencyCode, address })), expected, `${currencyCode} on ${network}`);
});

t.test('interac: exactly one of e-mail and phone (spec 2 §5 e-mail check)', async (t) => {
  const rows: [{ email?: string; phone?: string }, string][] = [
    [{ email: 'leo@example.ca' }, 'ok'],
    [{ phone: '+14165550123' }, 'ok'],
    [{}, 'VF email: an e-mail or a phone number is required'],
    [{ email: ' ', phone: '' }, 'VF email: an e-mail or a phone number is required'],
    [{ email: 'leo@example.ca', phone: '+14165550123' }, 'VF phone: send either an e-mail or a phone number, not both'],
    [{ email: 'a@b.c' }, 'VF email: not a valid e-mail address'],
    [{ email: 'leo.example.ca' }, 'VF email: not a valid e-mail address'],
  ];
  for (const [b, expected] of rows) t.equal(verdict(interacProblem(b)), expected, JSON.stringify(b));
});

t.test("instant: the name is the key holder's", async (t) => {
  const rows: [string, boolean][] = [
    ['Ana Paula Souza', true],
    ['ana  paula souza ', true],
    ['João Pedro Silva', false],
  ];
  for (const [given, same] of rows) t.equal(sameHolderName(given, 'Ana Paula Souza'), same, given);
  t.ok(sameHolderName('Joao Pedro Silva', 'João Pedro Silva'), 'accents ignored');
});
