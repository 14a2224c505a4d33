import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $addError,
  $addedCardId,
  $confirmed,
  addFx,
  addSubmitted,
  confirmFx,
  confirmSubmitted,
  creditCardsFx,
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
        addFx,
        async (input: unknown) => {
          sent.push(input);
          return { responseCode: '00', cardId: 7 };
        },
      ],
      [creditCardsFx, async () => ({ responseCode: '00', creditCards: [] })],
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
        addFx,
        async () => {
          throw new ApiError('The card could not be added', 200, 'VF', undefined);
        },
      ],
      [
        confirmFx,
        async (input: { body: { code: string } }) => {
          if (input.body.code !== '1234') throw new ApiError('The code is not right', 200, 'VF', undefined);
          return { responseCode: '00' };
        },
      ],
      [
        creditCardsFx,
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
