import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { $applyCountry, $applyError, $applyInfo, applyCountryChosen, applyInfoQuery } from './model.ts';

const us = {
  responseCode: '00',
  annual: '25.00',
  issue: '10.00',
  monthly: '1.50',
  currency: 'USD',
  shippingOptions: [{ id: 1, type: 'standard', fee: '0.00', deliveryTime: '10 days', disabledReasons: [] }],
};

t.test('fees of the chosen country; on failure 0, an empty list and an empty currency', async (t) => {
  let fail = false;
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        applyInfoQuery.__.executeFx,
        async (input: unknown) => {
          sent.push(input);
          if (fail) throw new ApiError('Cards are not offered in FR', 200, 'VF', undefined);
          return us;
        },
      ],
    ],
  });
  await allSettled(applyCountryChosen, { scope, params: 'US' });
  t.same(sent, [{ body: { countryCode: 'US' } }]);
  t.match(scope.getState($applyInfo), { annual: '25.00', currency: 'USD', shippingOptions: [{ id: 1 }] });
  fail = true;
  await allSettled(applyCountryChosen, { scope, params: 'FR' });
  t.same(scope.getState($applyInfo), { annual: '0', issue: '0', monthly: '0', currency: '', shippingOptions: [] });
  t.same(scope.getState($applyError), { text: 'Cards are not offered in FR' });
  await allSettled(applyCountryChosen, { scope, params: '' });
  t.equal(sent.length, 2, 'no country, no call');
});

t.test('the latest country wins: an earlier answer arriving later is dropped', async (t) => {
  const scope = fork({
    handlers: [
      [
        applyInfoQuery.__.executeFx,
        async (input: { body: { countryCode: string } }) => {
          if (input.body.countryCode === 'US') {
            await new Promise((r) => setTimeout(r, 30));
            return us;
          }
          return { ...us, annual: '40.00', currency: 'EUR' };
        },
      ],
    ],
  });
  const first = allSettled(applyCountryChosen, { scope, params: 'US' });
  await allSettled(applyCountryChosen, { scope, params: 'DE' });
  await first;
  t.equal(scope.getState($applyCountry), 'DE');
  t.match(scope.getState($applyInfo), { annual: '40.00', currency: 'EUR' });
});
