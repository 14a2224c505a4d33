import { ApiError, type GlobalReceiveDetails } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { outcomeNowFx, outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import {
  $approval,
  approveOutcome,
  $details,
  $errors,
  $linkInvalid,
  $meta,
  $params,
  $pending,
  $refusedNow,
  $selection,
  $state,
  $step,
  $submitError,
  $values,
  ReceivePageGate,
  approveMutation,
  binQuery,
  blockedBinsQuery,
  cancelMutation,
  codeSubmitted,
  countriesQuery,
  countryPicked,
  currencyPicked,
  detailsQuery,
  extraParamsQuery,
  fieldChanged,
  fieldLeft,
  ibanQuery,
  metaQuery,
  methodPicked,
  methodsQuery,
  recentPicked,
  recentQuery,
  refuseClicked,
  refuseConfirmed,
  resendMutation,
  startOverClicked,
  submitClicked,
  submitMutation,
  withdrawalQuery,
} from './model.ts';

const ok = { responseCode: '00' } as const;
const SECRET = 'demo-receive-0001';
const payment = (status: GlobalReceiveDetails['status'] = 'sent'): GlobalReceiveDetails => ({
  beneficiaryName: 'Ana Lima',
  status,
  senderName: 'Demo Business Ltd',
  amount: '250.00',
  currencyCode: 'USD',
  description: 'Invoice 7',
  feeIsBen: false,
  paymentId: 9,
  submittedDate: '2026-11-20T10:00:00Z',
  expireDays: 30,
});

interface Call {
  body?: unknown;
  headers?: Record<string, string>;
  idempotencyKey?: string;
}

function scopeWith(
  opts: {
    status?: GlobalReceiveDetails['status'];
    detailsError?: unknown;
    submitError?: unknown;
    /** how many approvals get no answer (the gateway's outcomeUnknown) before one does */
    approveLost?: number;
  } = {},
) {
  const log: Record<string, Call[]> = {};
  const push = (name: string, input: Call) => ((log[name] ??= []).push(input), undefined);
  let status = opts.status ?? 'sent';
  const scope = fork({
    handlers: [
      [
        detailsQuery.__.executeFx,
        async (input: Call) => {
          push('details', input);
          if (opts.detailsError) throw opts.detailsError;
          return { ...ok, payment: payment(status) };
        },
      ],
      [
        countriesQuery.__.executeFx,
        async (input: Call) => (push('countries', input), { ...ok, countries: ['DE', 'US'] }),
      ],
      [
        recentQuery.__.executeFx,
        async (input: Call) => (
          push('recent', input),
          {
            ...ok,
            withdrawals: [
              {
                paymentId: 3,
                paymentMethod: 'oct',
                countryCode: 'US',
                currencyCode: 'USD',
                amount: '10.00',
                paidDate: '2026-10-01T10:00:00Z',
                label: '•••• 1111',
              },
            ],
          }
        ),
      ],
      [
        methodsQuery.__.executeFx,
        async (input: Call) => (
          push('methods', input),
          {
            ...ok,
            methods: [
              { paymentMethod: 'eft', currencies: ['EUR'] },
              { paymentMethod: 'wire', currencies: ['EUR', 'USD'] },
              { paymentMethod: 'oct', currencies: ['USD'] },
            ],
          }
        ),
      ],
      [
        metaQuery.__.executeFx,
        async (input: Call) => (push('meta', input), { ...ok, exchangeRate: '0.92', toAmount: '230.00', fee: '0.00' }),
      ],
      [extraParamsQuery.__.executeFx, async (input: Call) => (push('params', input), { ...ok, extraParams: [] })],
      [blockedBinsQuery.__.executeFx, async (input: Call) => (push('bins', input), { ...ok, bins: ['400000'] })],
      [
        binQuery.__.executeFx,
        async (input: Call) => (
          push('bin', input),
          {
            ...ok,
            binInfo: {
              binNumber: '411111',
              issuer: 'Bank',
              cardBrand: 'VISA',
              cardCategory: 'classic',
              cardType: 'debit',
              countryCode: 'US',
              currencyCode: 'USD',
              isCommercial: false,
              isPrepaid: false,
              valid: true,
            },
          }
        ),
      ],
      [
        ibanQuery.__.executeFx,
        async (input: Call) => (
          push('iban', input),
          {
            ...ok,
            bankDetails: {
              address: [],
              branch: '',
              city: 'Köln',
              zipCode: '50667',
              countryIsoCode: 'DE',
              country: 'Germany',
              bankName: 'Commerzbank',
              SWIFT: 'COBADEFFXXX',
            },
          }
        ),
      ],
      [
        withdrawalQuery.__.executeFx,
        async (input: Call) => (
          push('withdrawal', input),
          {
            ...ok,
            paymentMethod: 'oct',
            currencyCode: 'USD',
            paymentDetails: { countryCode: 'US', beneficiaryName: 'Ana Lima', cardNumber: '4111111111111111' },
          }
        ),
      ],
      [
        submitMutation.__.executeFx,
        async (input: Call) => {
          push('submit', input);
          if (opts.submitError) throw opts.submitError;
          return {
            ...ok,
            operationId: 77,
            approveType: 'approvalCode',
            approvalSentTo: 'a***@example.com',
            availableApprovalMethods: ['approvalCode'],
          };
        },
      ],
      [
        approveMutation.__.executeFx,
        async (input: Call) => {
          push('approve', input);
          if ((opts.approveLost ?? 0) >= (log.approve?.length ?? 0))
            throw new ApiError('Gateway Timeout', 504, undefined, { outcomeUnknown: true });
          if ((input.body as { approvalCode: string }).approvalCode !== '123456')
            throw new ApiError('Wrong code', 400, 'VF', { responseCode: 'VF', responseDescription: 'Wrong code' });
          status = 'paid';
          return { ...ok };
        },
      ],
      [resendMutation.__.executeFx, async (input: Call) => (push('resend', input), { ...ok, approvalSentTo: 'x' })],
      [
        cancelMutation.__.executeFx,
        async (input: Call) => {
          push('cancel', input);
          status = 'refused';
          return { ...ok, status: 'refused' };
        },
      ],
      [outcomeWaitFx, async () => undefined],
      [outcomeNowFx, () => Date.parse('2026-11-28T10:00:00Z')],
    ],
  });
  return { scope, log };
}

const secretHeader = { 'x-payment-secret': SECRET };

t.test(
  'spec 2 §7 "the payment secret goes in every call": the details, then what a payable payment needs',
  async (t) => {
    const { scope, log } = scopeWith();
    await allSettled(ReceivePageGate.open, { scope, params: { secret: SECRET } });
    await allSettled(ReceivePageGate.open, { scope, params: { secret: SECRET } });
    t.same(
      log.details?.map((c) => c.headers),
      [secretHeader, secretHeader],
      'each opening reads the payment anew, with the secret',
    );
    t.same(log.countries?.[0]?.headers, secretHeader);
    t.same(log.recent?.[0], { headers: secretHeader, body: { limit: 5 } }, 'spec 2 §9 other recent transfers limit 5');
    t.equal(scope.getState($state), 'payable');
  },
);

t.test('spec 2 §3 status from the server: a paid payment loads nothing else', async (t) => {
  const { scope, log } = scopeWith({ status: 'paid' });
  await allSettled(ReceivePageGate.open, { scope, params: { secret: SECRET } });
  t.equal(scope.getState($state), 'paid');
  t.equal(log.countries, undefined, 'no countries');
  t.equal(log.recent, undefined, 'no last payouts');
});

t.test('an unknown secret (contracts: ENOA) says the link names no payment', async (t) => {
  const error = new ApiError('no access', 403, 'ENOA', { responseCode: 'ENOA' });
  const { scope } = scopeWith({ detailsError: error });
  await allSettled(ReceivePageGate.open, { scope, params: { secret: 'nope-nope-nope' } });
  t.equal(scope.getState($linkInvalid), true);
  t.equal(scope.getState($details), null);
});

async function chooseCard(scope: ReturnType<typeof scopeWith>['scope']) {
  await allSettled(ReceivePageGate.open, { scope, params: { secret: SECRET } });
  await allSettled(countryPicked, { scope, params: 'US' });
  await allSettled(methodPicked, { scope, params: 'oct' });
}

t.test('country → method → currency: methods by country, meta and extra params for the destination', async (t) => {
  const { scope, log } = scopeWith();
  await chooseCard(scope);
  t.same(log.methods?.[0], { headers: secretHeader, body: { countryCode: 'US' } });
  t.same(scope.getState($selection), { country: 'US', method: 'oct', currency: 'USD' }, 'one currency: chosen');
  t.same(log.meta?.[0]?.body, { paymentMethod: 'oct', toCurrencyCode: 'USD', countryCode: 'US' });
  t.same(log.params?.[0]?.body, { paymentMethod: 'oct', currencyCode: 'USD', countryCode: 'US' });
  t.equal(log.bins?.length, 1, 'a card payout loads the blocked BIN list');
  t.same(scope.getState($meta), { exchangeRate: '0.92', toAmount: '230.00', fee: '0.00' });
  t.same(scope.getState($params), []);

  await allSettled(methodPicked, { scope, params: 'wire' });
  t.same(
    scope.getState($selection),
    { country: 'US', method: 'wire', currency: 'USD' },
    'the currency offered again is kept',
  );
  await allSettled(currencyPicked, { scope, params: 'EUR' });
  t.same(
    log.meta?.at(-1)?.body,
    { paymentMethod: 'wire', toCurrencyCode: 'EUR', countryCode: 'US' },
    'another currency',
  );
  await allSettled(countryPicked, { scope, params: 'DE' });
  t.same(scope.getState($selection), { country: 'DE', method: null, currency: null }, 'another country: choose again');
  t.equal(scope.getState($meta), null, 'no meta of another destination');
});

t.test('spec 2 §5: the card BIN is looked up with its first 6 digits; a blocked BIN is refused', async (t) => {
  const { scope, log } = scopeWith();
  await chooseCard(scope);
  await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4000 0000 0000 0002' } });
  await allSettled(fieldLeft, { scope, params: 'cardNumber' });
  t.equal(log.bin, undefined, 'a blocked card is not looked up');
  t.equal(scope.getState($errors).cardNumber, 'externalTransfer.field.cardBinBlocked');
  await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4111 1111 1111 1111' } });
  await allSettled(fieldLeft, { scope, params: 'cardNumber' });
  t.same(log.bin?.[0], { headers: secretHeader, body: { binNumber: '411111' } });
});

t.test(
  'spec 2 §3 "Bank details by IBAN ... Array values are treated as empty": the lookup fills only empty fields',
  async (t) => {
    const { scope, log } = scopeWith();
    await allSettled(ReceivePageGate.open, { scope, params: { secret: SECRET } });
    await allSettled(countryPicked, { scope, params: 'DE' });
    await allSettled(methodPicked, { scope, params: 'eft' });
    await allSettled(fieldChanged, { scope, params: { field: 'accountNumber', value: 'DE89 3704 0044 0532 0130 00' } });
    await allSettled(fieldLeft, { scope, params: 'accountNumber' });
    t.same(log.iban?.[0], { headers: secretHeader, body: { iban: 'DE89370400440532013000' } });
    t.equal(scope.getState($values).bankName, 'Commerzbank');
    await allSettled(fieldChanged, { scope, params: { field: 'bankName', value: 'My bank' } });
    await allSettled(fieldChanged, { scope, params: { field: 'accountNumber', value: 'DE89370400440532013000' } });
    await allSettled(fieldLeft, { scope, params: 'accountNumber' });
    t.equal(scope.getState($values).bankName, 'My bank', 'what the recipient typed stays');
  },
);

t.test('submit (Idempotency-Key) → the approval code → success (code 00); the status is read again', async (t) => {
  const { scope, log } = scopeWith();
  await chooseCard(scope);
  await allSettled(submitClicked, { scope });
  t.equal(log.submit, undefined, 'nothing sent while fields are missing');
  t.ok(scope.getState($errors).beneficiaryName, 'and the problems show');
  await allSettled(fieldChanged, { scope, params: { field: 'beneficiaryName', value: 'Ana Lima' } });
  await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4111 1111 1111 1111' } });
  await allSettled(submitClicked, { scope });
  const sent = log.submit?.[0];
  t.same(sent?.body, {
    paymentMethod: 'oct',
    currencyCode: 'USD',
    paymentDetails: { countryCode: 'US', beneficiaryName: 'Ana Lima', cardNumber: '4111111111111111' },
  });
  t.same(sent?.headers, secretHeader);
  t.match(sent?.idempotencyKey, /^[0-9a-f-]{36}$/, 'a key for the intent');
  t.equal(scope.getState($step), 'approve');
  t.equal(scope.getState($approval)?.approvalSentTo, 'a***@example.com');

  await allSettled(codeSubmitted, { scope, params: '000000' });
  t.equal(scope.getState($step), 'approve', 'a wrong code: still the code step');
  await allSettled(codeSubmitted, { scope, params: '123456' });
  t.same(log.approve?.[1]?.body, { approvalCode: '123456', operationId: 77 });
  t.not(log.approve?.[0]?.idempotencyKey, log.approve?.[1]?.idempotencyKey, 'another code is another intent');
  t.equal(scope.getState($step), 'success');
  t.equal(scope.getState($state), 'paid', 'the status read again');
  t.equal(log.details?.length, 2);
});

t.test('a refused submit shows in place and loses nothing typed', async (t) => {
  const error = new ApiError('Card refused', 400, 'VF', { responseCode: 'VF', responseDescription: 'Card refused' });
  const { scope, log } = scopeWith({ submitError: error });
  await chooseCard(scope);
  await allSettled(fieldChanged, { scope, params: { field: 'beneficiaryName', value: 'Ana Lima' } });
  await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4111 1111 1111 1111' } });
  await allSettled(submitClicked, { scope });
  t.equal(log.submit?.length, 1, 'a refusal (4xx) is not sent again');
  t.ok(scope.getState($submitError), 'the reason shows in the form');
  t.equal(scope.getState($step), 'choose');
  t.equal(scope.getState($values).beneficiaryName, 'Ana Lima', 'what was typed stays');
  t.equal(scope.getState($values).cardNumber, '4111 1111 1111 1111');
});

t.test('spec 2 §4 "Reset restores defaults"', async (t) => {
  const { scope } = scopeWith();
  await chooseCard(scope);
  await allSettled(fieldChanged, { scope, params: { field: 'beneficiaryName', value: 'Ana' } });
  await allSettled(startOverClicked, { scope });
  t.same(scope.getState($selection), { country: null, method: null, currency: null });
  t.same(scope.getState($values), {});
  t.equal(scope.getState($meta), null);
  t.equal(scope.getState($step), 'choose');
  t.same(scope.getState($pending), {
    methods: false,
    meta: false,
    recent: false,
    extraParams: false,
    submit: false,
    approve: false,
    refuse: false,
  });
  t.ok(scope.getState($details), 'the payment itself stays');
});

t.test('spec 2 §7 last withdrawals: one picked fills the choice and the form', async (t) => {
  const { scope, log } = scopeWith();
  await allSettled(ReceivePageGate.open, { scope, params: { secret: SECRET } });
  await allSettled(recentPicked, {
    scope,
    params: {
      paymentId: 3,
      paymentMethod: 'oct',
      countryCode: 'US',
      currencyCode: 'USD',
      amount: '10.00',
      paidDate: '2026-10-01T10:00:00Z',
      label: '•••• 1111',
    },
  });
  t.same(log.withdrawal?.[0], { headers: secretHeader, body: { paymentId: 3 } });
  t.same(scope.getState($selection), { country: 'US', method: 'oct', currency: 'USD' });
  t.same(scope.getState($values), { beneficiaryName: 'Ana Lima', cardNumber: '4111111111111111' });
  t.equal(log.methods?.length, 1, 'the country’s methods loaded once');
  t.ok(scope.getState($meta), 'the meta of that destination');
});

t.test('spec 2 §4 "After a successful refusal it becomes refused"', async (t) => {
  const { scope, log } = scopeWith();
  await allSettled(ReceivePageGate.open, { scope, params: { secret: SECRET } });
  await allSettled(refuseClicked, { scope });
  await allSettled(refuseConfirmed, { scope });
  t.same(log.cancel?.[0], { headers: secretHeader, body: { paymentId: 9 } });
  t.equal(scope.getState($refusedNow), true);
  t.equal(scope.getState($state), 'refused', 'the status read again from the server');
});

t.test(
  'an approval whose answer is lost is sent again under the same key; still unknown, the status is read again',
  async (t) => {
    const { scope, log } = scopeWith({ approveLost: 4 });
    await chooseCard(scope);
    await allSettled(fieldChanged, { scope, params: { field: 'beneficiaryName', value: 'Ana Lima' } });
    await allSettled(fieldChanged, { scope, params: { field: 'cardNumber', value: '4111 1111 1111 1111' } });
    await allSettled(submitClicked, { scope });
    await allSettled(codeSubmitted, { scope, params: '123456' });
    t.equal(log.approve?.length, 4, 'the first try and three retries');
    t.equal(new Set(log.approve?.map((c) => c.idempotencyKey)).size, 1, 'all under one key');
    t.equal(scope.getState(approveOutcome.$phase), 'unknown');
    t.equal(scope.getState($step), 'approve', 'not told it is paid');
    t.equal(log.details?.length, 2, 'the payment status read again');
    await allSettled(approveOutcome.checkAgain, { scope });
    t.equal(log.approve?.at(-1)?.idempotencyKey, log.approve?.[0]?.idempotencyKey, '"Check again": the same key');
    t.equal(scope.getState($step), 'success');
  },
);
