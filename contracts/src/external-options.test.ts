import t from 'tap';
import { externalTransfersAvailableGet, isTemplateUsable, paymentTemplatesGet } from './external-options.ts';
import { customerLimitsGet, transferMaxAmountGet } from './transfers.ts';

t.test('spec 2 §3 "Payment template: wireStatus, eftStatus (1 or 2 means usable)"', async (t) => {
  const rows: [number | undefined, boolean, string][] = [
    [1, true, '1 means usable'],
    [2, true, '2 means usable'],
    [0, false, 'any other status is not usable'],
    [3, false, 'any other status is not usable'],
    [undefined, false, 'no status is not usable'],
  ];
  for (const [status, usable, quote] of rows) t.equal(isTemplateUsable(status), usable, `${status}: ${quote}`);
});

t.test('the options requests take what spec 2 §5 and §7 name', async (t) => {
  // spec 2 §5 "External max amount needs countryCode, currencyCode, fromAccountId and operation"
  t.ok(
    transferMaxAmountGet.request.safeParse({
      operation: 'wire',
      fromAccountId: 1,
      countryCode: 'DE',
      currencyCode: 'EUR',
    }).success,
  );
  // the own operations keep their request
  t.ok(
    transferMaxAmountGet.request.safeParse({ operation: 'betweenAccounts', fromAccountId: 1, toAccountId: 2 }).success,
  );
  t.notOk(transferMaxAmountGet.request.safeParse({ operation: 'global', fromAccountId: 1 }).success);
  // spec 2 §7 "limits (type withdrawals)", §5 "Limits need countryCode and fromAccountId"
  t.ok(customerLimitsGet.request.safeParse({ type: 'withdrawals', fromAccountId: 1, countryCode: 'US' }).success);
  t.ok(customerLimitsGet.request.safeParse({ type: 'betweenAccounts', fromAccountId: 1, toAccountId: 2 }).success);
  t.notOk(externalTransfersAvailableGet.request.safeParse({ countryCode: 'usa' }).success, 'an alpha-2 code');
  t.notOk(
    paymentTemplatesGet.response.safeParse({ responseCode: '00', templates: [{ templateId: 1, wireStatus: 1 }] })
      .success,
    'a template names its beneficiary',
  );
});

t.test('the added country codes of the own calls are ISO alpha-2 like the options calls', async (t) => {
  t.notOk(customerLimitsGet.request.safeParse({ type: 'withdrawals', fromAccountId: 1, countryCode: 'usa' }).success);
  t.notOk(
    transferMaxAmountGet.request.safeParse({
      operation: 'eft',
      fromAccountId: 1,
      countryCode: 'U',
      currencyCode: 'USD',
    }).success,
  );
});
