import { ApiError } from '@app/contracts';
import { allSettled, fork } from 'effector';
import t from 'tap';
import {
  $form,
  $problems,
  $request,
  $sendError,
  $sent,
  KycFormGate,
  type KycForm,
  emptyAnswer,
  followUpOf,
  formChanged,
  kycFormFrom,
  kycInfoQuery,
  kycPayload,
  kycRequestQuery,
  kycUpdateMutation,
  submitted,
} from './model.ts';

const questions = [
  { id: 'anotherAccount', text: 'Another account?', type: 'radio' as const, options: [] },
  { id: 'controlAccount', text: 'Who controls?', type: 'radio' as const, options: [] },
];
const filled: KycForm = {
  firstName: ' Ann  Lee ',
  lastName: 'Smith',
  birthDay: '1990-01-02',
  birthCountryCode: 'RO',
  citizenshipCountryCode: 'RO',
  occupationId: '3',
  sourceOfFundsIds: [1],
  purposeIds: [2],
  estimatedMonthlyDepositId: '4',
  answers: { anotherAccount: { ...emptyAnswer, value: 'no' }, controlAccount: { ...emptyAnswer, value: '1' } },
};

t.test('spec 1 §3 additional question follow-ups', async (t) => {
  const rows: [string, string, string, string][] = [
    ['"anotherAccount … yes/no radios with a textarea follow-up" (yes)', 'anotherAccount', 'yes', 'details'],
    ['anotherAccount no: no follow-up', 'anotherAccount', 'no', 'none'],
    ['"businessAnotherAccount" yes', 'businessAnotherAccount', 'yes', 'details'],
    ['"controlAccount is a radio whose option \'2\' asks for a name and a date"', 'controlAccount', '2', 'nameAndDate'],
    ['controlAccount other options: none', 'controlAccount', '1', 'none'],
    ['another question', 'pep', 'yes', 'none'],
  ];
  for (const [why, id, value, want] of rows) t.equal(followUpOf(id, value), want, why);
});

t.test('kycPayload', async (t) => {
  const ok = kycPayload(filled, questions);
  t.same(ok, {
    ok: true,
    body: {
      firstName: 'Ann Lee',
      lastName: 'Smith',
      birthDay: '1990-01-02',
      birthCountryCode: 'RO',
      citizenshipCountryCode: 'RO',
      occupationId: 3,
      sourceOfFundsIds: [1],
      purposeIds: [2],
      estimatedMonthlyDepositId: 4,
      additionalQuestionAnswers: [
        { questionId: 'anotherAccount', value: 'no' },
        { questionId: 'controlAccount', value: '1' },
      ],
    },
  });
  const yes = kycPayload(
    { ...filled, answers: { ...filled.answers, anotherAccount: { ...emptyAnswer, value: 'yes' } } },
    questions,
  );
  t.same(yes, { ok: false, problems: { 'q.anotherAccount.details': 'required' } }, 'yes needs the textarea');
  const control = kycPayload(
    {
      ...filled,
      answers: { ...filled.answers, controlAccount: { ...emptyAnswer, value: '2', name: 'Bob', date: '2020-05-01' } },
    },
    questions,
  );
  t.match(control, {
    ok: true,
    body: { additionalQuestionAnswers: [{}, { questionId: 'controlAccount', value: '2', details: 'Bob, 2020-05-01' }] },
  });
  t.same(kycPayload({ ...filled, sourceOfFundsIds: [], firstName: '' }, questions), {
    ok: false,
    problems: { firstName: 'required', sourceOfFundsIds: 'chooseOne' },
  });
  t.same(kycPayload({ ...filled, answers: {} }, questions), {
    ok: false,
    problems: { 'q.anotherAccount': 'required', 'q.controlAccount': 'required' },
  });
});

t.test('kycFormFrom keeps earlier answers', async (t) => {
  const f = kycFormFrom({
    firstName: 'A',
    lastName: 'B',
    occupationId: 2,
    additionalQuestionAnswers: [{ questionId: 'controlAccount', value: '2', details: 'x' }],
  });
  t.equal(f.occupationId, '2');
  t.same(f.answers.controlAccount, { ...emptyAnswer, value: '2', details: 'x' });
});

t.test('the form in the model: filled from the answers given before, edited, checked, sent', async (t) => {
  const sent: unknown[] = [];
  const scope = fork({
    handlers: [
      [kycInfoQuery.__.executeFx, async () => ({ responseCode: '00', info: { firstName: 'Ann', lastName: 'Smith' } })],
      [kycRequestQuery.__.executeFx, async () => ({ responseCode: '00', request: { status: 'open' } })],
      [
        kycUpdateMutation.__.executeFx,
        async (input: { body: unknown }) => (sent.push(input.body), { responseCode: '00' }),
      ],
    ],
  });
  await allSettled(KycFormGate.open, { scope, params: {} });
  t.equal(scope.getState($form)?.firstName, 'Ann');
  t.same(scope.getState($request), { status: 'open' });

  await allSettled(submitted, { scope, params: questions });
  t.ok(Object.keys(scope.getState($problems)).length > 0, 'an incomplete form shows its problems');
  t.same(sent, [], 'and is not sent');

  await allSettled(formChanged, { scope, params: { ...filled, firstName: 'Ann Lee' } });
  await allSettled(submitted, { scope, params: questions });
  t.same(scope.getState($problems), {});
  t.equal(sent.length, 1);
  t.equal((sent[0] as { firstName: string }).firstName, 'Ann Lee');
  t.equal(scope.getState($sent), true);

  await allSettled(KycFormGate.close, { scope, params: {} });
  t.equal(scope.getState($form), null, 'a new visit starts from the server again');
});

t.test('a refused send keeps the form and says why', async (t) => {
  const scope = fork({
    values: [[$form, filled]],
    handlers: [
      [
        kycUpdateMutation.__.executeFx,
        async () => {
          throw new ApiError('Not now', 200, 'VF', undefined);
        },
      ],
    ],
  });
  await allSettled(submitted, { scope, params: questions });
  t.same(scope.getState($sendError), { text: 'Not now' });
  t.same(scope.getState($form), filled);
  t.equal(scope.getState($sent), false);
});
