import {
  type AdditionalQuestion,
  type CallBodyOf,
  type KycCustomerInfo,
  kycCustomerInfoGet,
  kycCustomerPersonalInfoUpdate,
  kycRequestGet,
} from '@app/contracts';
import { createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/** What the customer told before and the open KYC request, loaded when the form opens (KycFormGate). */
export const KycFormGate = createGate();
export const kycInfoQuery = createApiQuery(kycCustomerInfoGet, { dialog: false });
export const kycRequestQuery = createApiQuery(kycRequestGet, { dialog: false });
export const kycUpdateMutation = createApiMutation(kycCustomerPersonalInfoUpdate, { dialog: false });

export interface Answer {
  value: string;
  details: string;
  /** controlAccount option '2' */
  name: string;
  date: string;
}

export interface KycForm {
  firstName: string;
  lastName: string;
  birthDay: string;
  birthCountryCode: string;
  citizenshipCountryCode: string;
  occupationId: string;
  sourceOfFundsIds: number[];
  purposeIds: number[];
  estimatedMonthlyDepositId: string;
  answers: Record<string, Answer>;
}

export const emptyAnswer: Answer = { value: '', details: '', name: '', date: '' };

/** The form filled with what the customer told before. */
export function kycFormFrom(info: KycCustomerInfo | undefined): KycForm {
  const answers: Record<string, Answer> = {};
  for (const a of info?.additionalQuestionAnswers ?? [])
    answers[a.questionId] = { ...emptyAnswer, value: String(a.value), details: a.details ?? '' };
  return {
    firstName: info?.firstName ?? '',
    lastName: info?.lastName ?? '',
    birthDay: info?.birthDay ?? '',
    birthCountryCode: info?.birthCountryCode ?? '',
    citizenshipCountryCode: info?.citizenshipCountryCode ?? '',
    occupationId: info?.occupationId === undefined ? '' : String(info.occupationId),
    sourceOfFundsIds: info?.sourceOfFundsIds ?? [],
    purposeIds: info?.purposeIds ?? [],
    estimatedMonthlyDepositId:
      info?.estimatedMonthlyDepositId === undefined ? '' : String(info.estimatedMonthlyDepositId),
    answers,
  };
}

/** Spec 1 §3: "anotherAccount and businessAnotherAccount are yes/no radios with a textarea follow-up". */
export const YES_NO_FOLLOW_UP = ['anotherAccount', 'businessAnotherAccount'];
/** Spec 1 §3: "controlAccount is a radio whose option '2' asks for a name and a date". */
export const CONTROL_ACCOUNT = 'controlAccount';

export type FollowUp = 'none' | 'details' | 'nameAndDate';

export function followUpOf(questionId: string, value: string): FollowUp {
  if (YES_NO_FOLLOW_UP.includes(questionId) && value === 'yes') return 'details';
  if (questionId === CONTROL_ACCOUNT && value === '2') return 'nameAndDate';
  return 'none';
}

export type KycProblem = 'required' | 'chooseOne';

/**
 * The kycCustomerPersonalInfoUpdate body, or the fields to fix. Every
 * question needs an answer and its follow-up; the controlAccount name and
 * date travel in `details` as "name, date" (our decision: the call has one
 * details field).
 */
export function kycPayload(
  f: KycForm,
  questions: readonly AdditionalQuestion[],
):
  | { ok: true; body: CallBodyOf<typeof kycCustomerPersonalInfoUpdate> }
  | { ok: false; problems: Record<string, KycProblem> } {
  const problems: Record<string, KycProblem> = {};
  for (const k of ['firstName', 'lastName', 'birthDay', 'birthCountryCode', 'citizenshipCountryCode'] as const)
    if (!f[k].trim()) problems[k] = 'required';
  if (!f.occupationId) problems.occupationId = 'required';
  if (!f.estimatedMonthlyDepositId) problems.estimatedMonthlyDepositId = 'required';
  if (f.sourceOfFundsIds.length === 0) problems.sourceOfFundsIds = 'chooseOne';
  if (f.purposeIds.length === 0) problems.purposeIds = 'chooseOne';
  const answers: { questionId: string; value: string; details?: string }[] = [];
  for (const q of questions) {
    const a = f.answers[q.id] ?? emptyAnswer;
    const value = a.value.trim();
    if (!value) {
      problems[`q.${q.id}`] = 'required';
      continue;
    }
    const follow = followUpOf(q.id, value);
    if (follow === 'details') {
      if (!a.details.trim()) problems[`q.${q.id}.details`] = 'required';
      else answers.push({ questionId: q.id, value, details: a.details.trim() });
    } else if (follow === 'nameAndDate') {
      if (!a.name.trim()) problems[`q.${q.id}.name`] = 'required';
      if (!a.date) problems[`q.${q.id}.date`] = 'required';
      if (a.name.trim() && a.date) answers.push({ questionId: q.id, value, details: `${a.name.trim()}, ${a.date}` });
    } else answers.push({ questionId: q.id, value });
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    body: {
      firstName: f.firstName.trim().replace(/\s+/g, ' '),
      lastName: f.lastName.trim().replace(/\s+/g, ' '),
      birthDay: f.birthDay,
      birthCountryCode: f.birthCountryCode,
      citizenshipCountryCode: f.citizenshipCountryCode,
      occupationId: Number(f.occupationId),
      sourceOfFundsIds: f.sourceOfFundsIds,
      purposeIds: f.purposeIds,
      estimatedMonthlyDepositId: Number(f.estimatedMonthlyDepositId),
      ...(answers.length > 0 ? { additionalQuestionAnswers: answers } : {}),
    },
  };
}

/* ---- the form's state: loaded, edited and sent in the model ---- */

export const formChanged = createEvent<Partial<KycForm>>();
/** Send, with the additional questions the form showed (their answers are checked against them). */
export const submitted = createEvent<readonly AdditionalQuestion[]>();
export const retried = createEvent();

sample({
  clock: [KycFormGate.open, retried],
  fn: () => undefined,
  target: [kycInfoQuery.start, kycRequestQuery.start],
});

/** The form: filled from what was told before once, then as the customer edits it; fresh when the form opens again. */
export const $form = createStore<KycForm | null>(null)
  .on(kycInfoQuery.finished.success, (form, { result }) => form ?? kycFormFrom(result.info))
  .on(formChanged, (form, patch) => (form ? { ...form, ...patch } : form))
  .reset([KycFormGate.close, sessionEnded]);
/** The open request, when there is one; a failure to read it is not shown (the form works without it). */
export const $request = kycRequestQuery.$data.map((d) => d?.request ?? null);
export const $loadError = kycInfoQuery.$message;

const checked = sample({
  clock: submitted,
  source: $form,
  filter: (form): form is KycForm => form !== null,
  fn: (form, questions) => kycPayload(form ?? kycFormFrom(undefined), questions),
});
export const $problems = createStore<Record<string, KycProblem>>({})
  .on(checked, (_, r) => (r.ok ? {} : r.problems))
  .reset([KycFormGate.close, sessionEnded]);
type Checked = ReturnType<typeof kycPayload>;
const valid = sample({ clock: checked, filter: (r: Checked): r is Extract<Checked, { ok: true }> => r.ok });
sample({ clock: valid, fn: (r) => ({ body: r.body }), target: kycUpdateMutation.start });

/** The form was sent (the page goes on to the start page). */
export const kycSent = kycUpdateMutation.finished.success;
export const $sent = createStore(false)
  .on(kycSent, () => true)
  .reset([KycFormGate.close, sessionEnded]);
export const $sending = kycUpdateMutation.$pending;
export const $sendError = createStore<Message | null>(null)
  .on(kycUpdateMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset([kycUpdateMutation.start, KycFormGate.close, sessionEnded]);
