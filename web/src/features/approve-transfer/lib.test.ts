import t from 'tap';
import { approvalStepFor, approveProblem, outcomeKey, outcomeOf, successTitleKey } from './lib.ts';

t.test('spec 2 §4 Approval: the popup of each mode', async (t) => {
  const rows: [string, ReturnType<typeof approvalStepFor>, string][] = [
    ['none', 'success', "'Method none leads straight to the success popup'"],
    ['push', 'push', "'Method push shows the push confirm popup'"],
    ['sms', 'code', "'Method sms shows the code popup'"],
    ['otp', 'code', 'otp: approved with a code'],
    ['approvalCode', 'code', "'The user then approves with an approval code'"],
  ];
  for (const [mode, step, why] of rows) t.equal(approvalStepFor(mode), step, why);
});

t.test("spec 2 §5: 'Approving by SMS without a request id fails with Not Operation Id, Fail Operation'", async (t) => {
  t.equal(approveProblem(undefined), 'transaction.noOperationId', 'no id');
  t.equal(approveProblem(null), 'transaction.noOperationId', 'null id');
  t.equal(approveProblem(0), 'transaction.noOperationId', 'zero is no id');
  t.equal(approveProblem(700101), null, 'an id');
});

t.test("spec 2 §4: 'The success popup title differs when the user's company access right is 3'", async (t) => {
  t.equal(successTitleKey(3), 'approveTransfer.sentForApproval', 'right 3 (initiate)');
  for (const r of [undefined, 0, 1, 2, 4]) t.equal(successTitleKey(r), 'approveTransfer.success', `right ${String(r)}`);
});

t.test(
  "spec 3 §4: transaction events show the result, or 'Transaction was rejected.' / 'Failed transaction'",
  async (t) => {
    t.equal(outcomeOf('TransactionCompleted'), 'completed');
    t.equal(outcomeOf('TransactionRejected'), 'rejected');
    t.equal(outcomeOf('TransactionFailed'), 'failed');
    t.equal(outcomeOf('Ping'), null, 'other events do not settle a transfer');
    t.equal(outcomeKey('rejected'), 'transaction.rejected');
    t.equal(outcomeKey('failed'), 'transaction.failed');
    t.equal(outcomeKey('completed'), 'approveTransfer.success');
  },
);
