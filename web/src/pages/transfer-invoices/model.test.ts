import { ApiError, type Invoice } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import { accountListQuery } from '../../entities/account/index.ts';
import { outcomeWaitFx } from '../../shared/money-outcome/index.ts';
import type { InvoiceAddress } from './lib.ts';
import {
  $createError,
  $dialog,
  $fundingFailed,
  $info,
  $notice,
  $payError,
  InvoicesGate,
  createMutation,
  createSubmitted,
  dialogOpened,
  fundingMutation,
  fundingSubmitted,
  infoQuery,
  listQuery,
  payMutation,
  payOutcome,
  paySubmitted,
  rejectMutation,
  rejectSubmitted,
} from './model.ts';

const ok = { responseCode: '00' };
const invoice = (id: number, patch: Partial<Invoice> = {}): Invoice => ({
  id,
  payeeName: 'Demo Trading LLC',
  payerEmail: 'personal@demo.test',
  payeeEmail: 'business@demo.test',
  amount: '12.50',
  currencyCode: 'USD',
  total: '12.50',
  feePayment: '0',
  statusId: 1,
  status: 'pending',
  noteBody: 'Consulting',
  dueDate: '2026-12-01',
  sentDate: '2026-11-28T04:00:00.000Z',
  updatedDate: '2026-11-28T04:00:00.000Z',
  isFunding: false,
  isSystem: false,
  ...patch,
});
type Pay = { body: { invoiceId: number; fromAccountId?: number }; idempotencyKey: string };

/** A scope whose calls are counted; `pay` answers the pay calls in turn (an Error is a failure). */
function setup(pay: (Error | 'ok')[] = ['ok']) {
  const lists: InvoiceAddress[] = [];
  const pays: Pay[] = [];
  let accounts = 0;
  const answers = [...pay];
  const scope = fork({
    handlers: [
      [
        listQuery.__.executeFx,
        async (a: InvoiceAddress) => {
          lists.push(a);
          return { ...ok, invoices: [invoice(7)], total: 1 };
        },
      ],
      [
        accountListQuery.__.executeFx,
        async () => {
          accounts += 1;
          return { ...ok, accounts: [] };
        },
      ],
      [
        payMutation.__.executeFx,
        async (p: Pay) => {
          pays.push(p);
          await new Promise((r) => setTimeout(r, 5));
          const next = answers.shift() ?? 'ok';
          if (next !== 'ok') throw next;
          return { ...ok, invoice: invoice(p.body.invoiceId, { status: 'paid' }), transactionId: 900 };
        },
      ],
      [outcomeWaitFx, async () => {}],
    ],
  });
  return { scope, lists, pays, accounts: () => accounts };
}

t.test('the gate loads the address’s list: the tab is the filter type, 20 a page', async (t) => {
  const { scope, lists } = setup();
  await allSettled(InvoicesGate.open, { scope, params: { query: '?tab=sent&status=paid' } });
  t.same(lists, [
    {
      tab: 'sent',
      filter: { email: '', status: 'paid', fromDate: '', toDate: '', fromAmount: '', toAmount: '' },
      page: 1,
    },
  ]);
});

t.test(
  'Pay Invoice: a double click pays once, under one Idempotency-Key; paid reloads the list and balances',
  async (t) => {
    const { scope, lists, pays, accounts } = setup();
    await allSettled(InvoicesGate.open, { scope, params: { query: '' } });
    await allSettled(dialogOpened, { scope, params: { kind: 'pay', invoice: invoice(7) } });
    const accountsBefore = accounts();
    await Promise.all([
      allSettled(paySubmitted, { scope, params: { invoiceId: 7, fromAccountId: 300001 } }),
      allSettled(paySubmitted, { scope, params: { invoiceId: 7, fromAccountId: 300001 } }),
    ]);
    t.equal(pays.length, 1, 'one pay call');
    t.same(pays[0]?.body, { invoiceId: 7, fromAccountId: 300001 });
    t.ok(pays[0]?.idempotencyKey, 'with a key');
    t.equal(scope.getState($dialog), null, 'the popup closes');
    t.same(scope.getState($notice), { kind: 'paid', id: 7 });
    t.equal(lists.length, 2, 'spec 2 §4: paying reloads the list');
    t.equal(accounts(), accountsBefore + 1, 'the balances reload');
  },
);

t.test('Pay Invoice: an answer lost is sent again with the SAME key, and paid once', async (t) => {
  const { scope, pays } = setup([new TypeError('Failed to fetch'), 'ok']);
  await allSettled(InvoicesGate.open, { scope, params: { query: '' } });
  await allSettled(dialogOpened, { scope, params: { kind: 'pay', invoice: invoice(7) } });
  await allSettled(paySubmitted, { scope, params: { invoiceId: 7, fromAccountId: 300001 } });
  t.equal(pays.length, 2);
  t.equal(pays[0]?.idempotencyKey, pays[1]?.idempotencyKey, 'the same key');
  t.equal(scope.getState(payOutcome.$phase), 'paid');
});

t.test('Pay Invoice: a refusal stays in the popup; paying again after it takes a new key', async (t) => {
  const refusal = new ApiError('Insufficient funds', 200, 'VF', {
    responseCode: 'VF',
    responseDescription: 'Insufficient funds',
  });
  const { scope, pays } = setup([refusal, 'ok']);
  await allSettled(InvoicesGate.open, { scope, params: { query: '' } });
  await allSettled(dialogOpened, { scope, params: { kind: 'pay', invoice: invoice(7) } });
  await allSettled(paySubmitted, { scope, params: { invoiceId: 7, fromAccountId: 300001 } });
  t.same(scope.getState($payError), { text: 'Insufficient funds' });
  t.same(scope.getState($dialog), { kind: 'pay', invoice: invoice(7) }, 'the popup stays');
  await allSettled(paySubmitted, { scope, params: { invoiceId: 7, fromAccountId: 300001 } });
  t.equal(pays.length, 2);
  t.not(pays[0]?.idempotencyKey, pays[1]?.idempotencyKey, 'a new intent, a new key');
});

t.test('Create New Invoice: a failure keeps the popup and says why; success closes it and reloads', async (t) => {
  const lists: InvoiceAddress[] = [];
  let fail = true;
  const scope2 = fork({
    handlers: [
      [listQuery.__.executeFx, async (a: InvoiceAddress) => (lists.push(a), { ...ok, invoices: [], total: 0 })],
      [accountListQuery.__.executeFx, async () => ({ ...ok, accounts: [] })],
      [
        createMutation.__.executeFx,
        async () => {
          if (fail) throw new ApiError('No customer with this e-mail', 200, 'VF', { responseCode: 'VF' });
          return { ...ok, invoice: invoice(8, { payerName: 'Pat Demo', payeeName: undefined }) };
        },
      ],
    ],
  });
  await allSettled(InvoicesGate.open, { scope: scope2, params: { query: '?tab=sent' } });
  await allSettled(dialogOpened, { scope: scope2, params: { kind: 'create' } });
  const body = { noteBody: '', toEmail: 'x@demo.test', amount: '1.00', currency: 'USD', dueDate: '2026-12-01' };
  await allSettled(createSubmitted, { scope: scope2, params: body });
  t.same(scope2.getState($createError), { text: 'No customer with this e-mail' });
  t.same(scope2.getState($dialog), { kind: 'create' }, 'still open: nothing typed is lost');
  fail = false;
  await allSettled(createSubmitted, { scope: scope2, params: body });
  t.equal(scope2.getState($dialog), null);
  t.same(scope2.getState($notice), { kind: 'created', id: 8 });
  t.equal(lists.length, 2, 'spec 2 §4: creating reloads the list');
});

t.test('Reject Invoice: sends the note and reloads the list', async (t) => {
  const sent: unknown[] = [];
  const lists: unknown[] = [];
  const scope = fork({
    handlers: [
      [listQuery.__.executeFx, async (a: InvoiceAddress) => (lists.push(a), { ...ok, invoices: [], total: 0 })],
      [accountListQuery.__.executeFx, async () => ({ ...ok, accounts: [] })],
      [
        rejectMutation.__.executeFx,
        async (p: { body: { invoiceId: number } }) => (
          sent.push(p),
          { ...ok, invoice: invoice(p.body.invoiceId, { status: 'rejected' }) }
        ),
      ],
    ],
  });
  await allSettled(InvoicesGate.open, { scope, params: { query: '' } });
  await allSettled(dialogOpened, { scope, params: { kind: 'reject', invoice: invoice(9) } });
  await allSettled(rejectSubmitted, { scope, params: { invoiceId: 9, note: ' Not ordered ' } });
  t.same(sent, [{ body: { invoiceId: 9, note: 'Not ordered' } }]);
  t.equal(scope.getState($dialog), null);
  t.equal(lists.length, 2, 'spec 2 §4: rejecting reloads the list');
});

t.test('Invoice Info loads the invoice it opens', async (t) => {
  const scope = fork({
    handlers: [[infoQuery.__.executeFx, async (id: number) => ({ ...ok, invoice: invoice(id) })]],
  });
  await allSettled(dialogOpened, { scope, params: { kind: 'info', invoiceId: 11 } });
  t.equal(scope.getState($info)?.id, 11);
});

t.test(
  'spec 2 §8: a failed funding invoice says so until the next try; a generated one reloads the list',
  async (t) => {
    let fail = true;
    const lists: unknown[] = [];
    const scope = fork({
      handlers: [
        [listQuery.__.executeFx, async (a: InvoiceAddress) => (lists.push(a), { ...ok, invoices: [], total: 0 })],
        [accountListQuery.__.executeFx, async () => ({ ...ok, accounts: [] })],
        [
          fundingMutation.__.executeFx,
          async () => {
            if (fail) throw new ApiError('', 500, 'UE', { responseCode: 'UE' });
            return { ...ok, invoice: invoice(12, { isFunding: true, isSystem: true }) };
          },
        ],
      ],
    });
    await allSettled(InvoicesGate.open, { scope, params: { query: '' } });
    await allSettled(fundingSubmitted, { scope, params: { amount: '100', currency: 'USD' } });
    t.equal(scope.getState($fundingFailed), true);
    fail = false;
    await allSettled(fundingSubmitted, { scope, params: { amount: '100', currency: 'USD' } });
    t.equal(scope.getState($fundingFailed), false);
    t.same(scope.getState($notice), { kind: 'funded', id: 12 });
    t.equal(lists.length, 2);
  },
);
