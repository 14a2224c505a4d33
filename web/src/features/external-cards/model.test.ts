import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $addError,
  $addedCardId,
  $confirmed,
  $binInfo,
  $creditCardsStatus,
  addMutation,
  addSubmitted,
  binQuery,
  cardNumberTyped,
  confirmMutation,
  confirmSubmitted,
  creditCardsQuery,
  externalCardsStarted,
  parseExpiry,
  validateAdd,
} from './model.ts';

t.test('expiry is MM/YY', async (t) => {
  const rows: [string, ReturnType<typeof parseExpiry>][] = [
    ['09/29', { expiryMonth: 9, expiryYear: 2029 }],
    ['12 / 30', { expiryMonth: 12, expiryYear: 2030 }],
    ['13/29', null],
    ['00/29', null],
    ['9/29', null],
    ['09/2029', null],
    ['', null],
  ];
  for (const [input, want] of rows) t.same(parseExpiry(input), want, input);
});

t.test('field errors of the add form', async (t) => {
  const ok = { cardNumber: '4111 1111 1111 1111', expiry: '09/29', holderName: 'Ana Pop' };
  t.same(validateAdd(ok), { cardNumber: null, expiry: null, holderName: null });
  t.same(validateAdd({ cardNumber: '', expiry: '', holderName: ' ' }), {
    cardNumber: 'required',
    expiry: 'required',
    holderName: 'required',
  });
  t.same(validateAdd({ ...ok, cardNumber: '4111 1111 1111 1112', expiry: '1/2' }), {
    cardNumber: 'invalid',
    expiry: 'invalid',
    holderName: null,
  });
});

t.test('an invalid form sends nothing; a valid one sends the card once, then its id is kept', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [
        addMutation.__.executeFx,
        async (input: unknown) => {
          sent.push(input);
          return { responseCode: '00', cardId: 7 };
        },
      ],
      [creditCardsQuery.__.executeFx, async () => ({ responseCode: '00', creditCards: [] })],
    ],
  });
  await allSettled(addSubmitted, { scope, params: { cardNumber: '4111', expiry: '09/29', holderName: 'A' } });
  t.equal(sent.length, 0);
  await allSettled(addSubmitted, {
    scope,
    params: { cardNumber: ' 4111  1111 1111 1111 ', expiry: '09/29', holderName: ' Ana ' },
  });
  t.same(sent, [{ body: { cardNumber: '4111 1111 1111 1111', expiryMonth: 9, expiryYear: 2029, holderName: 'Ana' } }]);
  t.equal(scope.getState($addedCardId), 7);
});

t.test('a wrong code shows the error; the right one confirms and reloads the list', async (t) => {
  let loads = 0;
  const scope = fork({
    handlers: [
      [
        addMutation.__.executeFx,
        async () => {
          throw new ApiError('The card could not be added', 200, 'VF', undefined);
        },
      ],
      [
        confirmMutation.__.executeFx,
        async (input: { body: { code: string } }) => {
          if (input.body.code !== '1234') throw new ApiError('The code is not right', 200, 'VF', undefined);
          return { responseCode: '00' };
        },
      ],
      [
        creditCardsQuery.__.executeFx,
        async () => {
          loads += 1;
          return { responseCode: '00', creditCards: [] };
        },
      ],
    ],
  });
  await allSettled(addSubmitted, {
    scope,
    params: { cardNumber: '4111 1111 1111 1111', expiry: '09/29', holderName: 'Ana' },
  });
  t.same(scope.getState($addError), { text: 'The card could not be added' });
  await allSettled(confirmSubmitted, { scope, params: { cardId: 7, code: '0000' } });
  t.equal(scope.getState($confirmed), false);
  await allSettled(confirmSubmitted, { scope, params: { cardId: 7, code: ' 1234 ' } });
  t.equal(scope.getState($confirmed), true);
  t.equal(loads, 1);
});

t.test('the list loads on start; a BIN is looked up once per change, and cleared under 6 digits', async (t) => {
  const lookups: unknown[] = [];
  const scope = fork({
    handlers: [
      [creditCardsQuery.__.executeFx, async () => ({ responseCode: '00', creditCards: [] })],
      [
        binQuery.__.executeFx,
        async (input: unknown) => (lookups.push(input), { responseCode: '00', binInfo: { bin: '411111' } }),
      ],
    ],
  });
  t.equal(scope.getState($creditCardsStatus), 'idle');
  await allSettled(externalCardsStarted, { scope });
  t.equal(scope.getState($creditCardsStatus), 'ready');
  await allSettled(cardNumberTyped, { scope, params: '4111 11' });
  await allSettled(cardNumberTyped, { scope, params: '4111 111' });
  t.same(lookups, [{ body: { binNumber: '411111' } }]);
  t.same(scope.getState($binInfo), { bin: '411111' });
  await allSettled(cardNumberTyped, { scope, params: '41' });
  t.equal(scope.getState($binInfo), null);
});
