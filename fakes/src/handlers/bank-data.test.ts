import t from 'tap';
import {
  blockedBinListGet,
  branchCodeOptionsGet,
  countryBankListGet,
  extraParamsGet,
  flattenExtraParams,
  ibanDictionaryGet,
  instantBankListGet,
  instantKeyInfoGet,
  luhnValid,
  swiftDictionaryGet,
  type ExtraParam,
  type ExtraParamGroup,
} from '@app/contracts';
import { isValidBIC, isValidIBAN } from 'ibantools';
import { fakesWithClock, signedInCaller } from '../../test/helper.ts';
import { bankDirectory, blockedBinDemoCards, blockedBins, countryNames } from '../data/bank-directory.ts';

t.test('the bank directory: real SWIFT/BIC codes and IBANs that validate, a few banks per country', async (t) => {
  for (const country of ['DE', 'GB', 'FR', 'US', 'CA', 'BR', 'JP', 'HK', 'LK']) {
    t.ok(bankDirectory.filter((b) => b.countryIsoCode === country).length >= 3, `three banks or more in ${country}`);
    t.ok(countryNames[country], `${country} has a name`);
  }
  for (const bank of bankDirectory) {
    t.ok(isValidBIC(bank.swift), `${bank.bankName}: ${bank.swift} is a valid BIC`);
    t.equal(bank.swift.length, 11, `${bank.swift} is the 11-character form`);
    t.equal(bank.swift.slice(4, 6), bank.countryIsoCode, `${bank.swift} is of ${bank.countryIsoCode}`);
    for (const iban of bank.demoIbans ?? []) {
      t.ok(isValidIBAN(iban), `${bank.bankName}: ${iban} is a valid IBAN`);
      t.equal(iban.slice(0, 2), bank.countryIsoCode);
    }
  }
  t.ok(
    bankDirectory.some((b) => Array.isArray(b.ibanBranch)),
    'one bank answers an array value (spec 2 §3 "Array values are treated as empty")',
  );
});

t.test('the blocked BINs are those of demo card numbers the web can type', async (t) => {
  for (const card of blockedBinDemoCards) {
    t.ok(luhnValid(card), `${card} passes the Luhn check`);
    t.ok(blockedBins.includes(card.slice(0, 6)), `${card} has a blocked BIN`);
  }
});

t.test('country bank list and branch code options', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const call = await signedInCaller(t, app, 'personal@demo.test');

  const de = await call(countryBankListGet, { countryCode: 'DE' });
  t.match(de.json.banks, [{ bankName: 'Deutsche Bank AG', bankCode: '50070010', swift: 'DEUTDEFFXXX' }]);
  t.same((await call(countryBankListGet, { countryCode: 'ZZ' })).json.banks, [], 'an unknown country has no banks');
  t.equal((await call(countryBankListGet, { countryCode: 'de' })).json.responseCode, 'TA1');

  const jp = await call(branchCodeOptionsGet, { countryCode: 'JP', bankCode: '0005' });
  t.match(jp.json.options, [{ code: '001', name: 'Head Office', city: 'Tokyo' }]);
  const unknown = await call(branchCodeOptionsGet, { countryCode: 'JP', bankCode: '9999' });
  t.match(unknown.json, { responseCode: 'TA1', responseDescription: 'bankCode: no bank 9999 in JP' });
});

t.test(
  'extra params: spec 2 §5 BANK_CODE and BRANCH_CODE for eft to BR, JP, HK, LK, in an options group',
  async (t) => {
    const { app } = fakesWithClock();
    t.teardown(() => app.close());
    const call = await signedInCaller(t, app, 'personal@demo.test');
    const paramsOf = async (paymentMethod: string, countryCode: string, currencyCode = 'USD') => {
      const res = await call(extraParamsGet, { paymentMethod, countryCode, currencyCode });
      t.equal(res.json.responseCode, '00', `${paymentMethod} ${countryCode}`);
      return res.json.extraParams as (ExtraParam | ExtraParamGroup)[];
    };
    for (const country of ['BR', 'JP', 'HK', 'LK']) {
      const raw = await paramsOf('eft', country);
      t.ok(
        raw.some((e) => 'options' in e),
        `${country}: the wire shape has an options wrapper`,
      );
      const required = flattenExtraParams(raw)
        .filter((p) => p.required)
        .map((p) => p.name);
      t.ok(required.includes('BANK_CODE') && required.includes('BRANCH_CODE'), `${country} requires both`);
    }
    for (const country of ['US', 'GB', 'DE', 'CA']) {
      const names = flattenExtraParams(await paramsOf('eft', country)).map((p) => p.name);
      t.notOk(names.includes('BRANCH_CODE'), `${country} eft asks no BRANCH_CODE`);
    }
    t.match(flattenExtraParams(await paramsOf('eft', 'US')), [{ name: 'ROUTING_NUMBER', pattern: '^\\d{9}$' }]);
    t.match(flattenExtraParams(await paramsOf('eft', 'DE', 'EUR')), [{ name: 'IBAN', required: true }]);
    t.match(flattenExtraParams(await paramsOf('wire', 'JP')), [{ name: 'SWIFT' }, { name: 'ACCOUNT_NUMBER' }]);
    t.match(
      flattenExtraParams(await paramsOf('wire', 'NL', 'EUR')),
      [{ name: 'SWIFT' }, { name: 'IBAN' }],
      'a SEPA country',
    );
    const noInstant = await call(extraParamsGet, {
      paymentMethod: 'instant_payment',
      countryCode: 'DE',
      currencyCode: 'EUR',
    });
    t.match(noInstant.json, {
      responseCode: 'VF',
      responseDescription: 'instant_payment transfers to DE are not available',
    });
    const badType = await call(extraParamsGet, { paymentMethod: 'teleport', countryCode: 'DE', currencyCode: 'EUR' });
    t.equal(badType.json.responseCode, 'TA1');
  },
);

t.test('SWIFT dictionary (spec 2 §3 "Bank details by SWIFT")', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const call = await signedInCaller(t, app, 'personal@demo.test');
  const deutsche = {
    address: 'Taunusanlage 12',
    city: 'Frankfurt am Main',
    zipCode: '60325',
    countryIsoCode: 'DE',
    bankName: 'Deutsche Bank AG',
    code: 'DEUTDEFFXXX',
  };
  t.same((await call(swiftDictionaryGet, { swift: 'DEUTDEFF' })).json.bankDetails, deutsche, 'by BIC8');
  t.same((await call(swiftDictionaryGet, { swift: 'deutdeffxxx' })).json.bankDetails, deutsche, 'by BIC11');
  t.match((await call(swiftDictionaryGet, { swift: 'HSBCHKHH' })).json.bankDetails, {
    code: 'HSBCHKHHHKH',
    zipCode: '',
  });
  t.match((await call(swiftDictionaryGet, { swift: 'ABCDDEFF' })).json, {
    responseCode: 'VF',
    responseDescription: 'No bank is known for SWIFT/BIC ABCDDEFF',
  });
  t.match((await call(swiftDictionaryGet, { swift: 'DEUTQQFF' })).json, { responseCode: 'TA1' }, 'no country QQ');
  t.match((await call(swiftDictionaryGet, { swift: 'DEUT' })).json, { responseCode: 'TA1' });
});

t.test('IBAN dictionary (spec 2 §3 "Bank details by IBAN")', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const call = await signedInCaller(t, app, 'personal@demo.test');
  for (const bank of bankDirectory)
    for (const iban of bank.demoIbans ?? []) {
      const res = await call(ibanDictionaryGet, { iban });
      t.match(res.json.bankDetails, { bankName: bank.bankName, SWIFT: bank.swift }, iban);
    }
  t.same((await call(ibanDictionaryGet, { iban: 'GB29 NWBK 6016 1331 9268 19' })).json.bankDetails, {
    address: '250 Bishopsgate',
    branch: 'London City',
    city: 'London',
    zipCode: 'EC2M 4AA',
    countryIsoCode: 'GB',
    country: 'United Kingdom',
    bankName: 'National Westminster Bank plc',
    SWIFT: 'NWBKGB2LXXX',
  });
  const ing = await call(ibanDictionaryGet, { iban: 'DE44500105175407324931' });
  t.same((ing.json.bankDetails as { branch: unknown }).branch, [], 'ING: the upstream sends an array value');
  t.match((await call(ibanDictionaryGet, { iban: 'DE88370400440532013000' })).json, {
    responseCode: 'TA1',
    responseDescription: 'iban: not a valid IBAN',
  });
  t.match((await call(ibanDictionaryGet, { iban: 'NL91ABNA0417164300' })).json, {
    responseCode: 'VF',
    responseDescription: 'No bank is known for this IBAN',
  });
});

t.test('blocked BIN list, instant bank list and instant key info', async (t) => {
  const { app } = fakesWithClock();
  t.teardown(() => app.close());
  const call = await signedInCaller(t, app, 'personal@demo.test');
  t.same((await call(blockedBinListGet)).json.bins, [400000, 510510], 'numeric strings normalised like every answer');
  t.match((await call(instantBankListGet, { countryCode: 'BR' })).json.banks, [
    { bankCode: '00000000', bankName: 'Banco do Brasil S.A.' },
  ]);
  t.same((await call(instantBankListGet, { countryCode: 'DE' })).json.banks, []);

  const ana = await call(instantKeyInfoGet, {
    taxId: '123.456.789-09',
    instantKey: '12345678909',
    instantKeyType: 'CPF',
  });
  t.same(ana.json.instantKeyInfo, {
    holderName: 'Ana Paula Souza',
    taxId: '***.456.789-**',
    bankName: 'Itaú Unibanco S.A.',
    bankCode: 60701190,
    branch: '0350',
    accountNumber: '****5-6',
    accountType: 'checking',
  });
  const byMail = await call(instantKeyInfoGet, {
    taxId: '52998224725',
    instantKey: 'Joao.Silva@example.com.br',
    instantKeyType: 'EMAIL',
  });
  t.match(byMail.json.instantKeyInfo, { holderName: 'João Pedro Silva' });
  const otherTaxId = await call(instantKeyInfoGet, {
    taxId: '11144477735',
    instantKey: '12345678909',
    instantKeyType: 'CPF',
  });
  t.match(otherTaxId.json, {
    responseCode: 'VF',
    responseDescription: 'The instant key does not belong to this tax id',
  });
  const unknown = await call(instantKeyInfoGet, {
    taxId: '11144477735',
    instantKey: '+5511000000000',
    instantKeyType: 'PHONE',
  });
  t.match(unknown.json, { responseCode: 'VF', responseDescription: 'No account is registered for this instant key' });
  const wrongFormat = await call(instantKeyInfoGet, {
    taxId: '11144477735',
    instantKey: 'not-a-phone',
    instantKeyType: 'PHONE',
  });
  t.match(wrongFormat.json, { responseCode: 'TA1', responseDescription: 'instantKey: not a PHONE key' });
  const badType = await call(instantKeyInfoGet, { taxId: '1', instantKey: 'x', instantKeyType: 'IBAN' });
  t.equal(badType.json.responseCode, 'TA1');
});
