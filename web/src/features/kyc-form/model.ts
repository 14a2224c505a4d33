import {
  type AdditionalQuestion,
  type KycCustomerInfo,
  kycCustomerInfoGet,
  kycCustomerPersonalInfoUpdate,
  kycRequestGet,
} from '@app/contracts';
import { createCallFx } from '../../shared/api/index.ts';

export const kycInfoFx = createCallFx(kycCustomerInfoGet, { dialog: false });
export const kycRequestFx = createCallFx(kycRequestGet, { dialog: false });
export const kycUpdateFx = createCallFx(kycCustomerPersonalInfoUpdate, { dialog: false });

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
): { ok: true; body: Record<string, unknown> } | { ok: false; problems: Record<string, KycProblem> } {
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
