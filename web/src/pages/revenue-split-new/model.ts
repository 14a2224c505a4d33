import {
  ApiError,
  type ContractCompany,
  type ContractCreateBody,
  companyList,
  contractCreate,
  contractCreateBody,
  contractRules,
  contractVerify,
  customerLookup,
} from '@app/contracts';
import { createEvent, createStore, merge, sample } from 'effector';
import { createGate } from 'effector-react';
import { debounce } from 'patronum';
import { contractsChanged } from '../../entities/contract/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { fieldErrorsOf } from '../../shared/lib/field-errors.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { navigateFx, paths } from '../../shared/routes/index.ts';

/**
 * /revenue-split/new (spec 3 §2; §3 "Create payload: companyId, senderId, senderSignerName, senderObligations,
 * beneficiaryId, beneficiarySignerName, beneficiaryObligations, activeFrom, percentage, note"; §5 "Contracts"; §7
 * "GET /company", "POST /contract/verify (companyId, counterpartyId): returns isValid", "GET /customer/lookup with an
 * e-mail query", "PUT /contract: create"; §8 "Customer lookup not found: 404").
 * The counterparty is found by e-mail; the companies are the customer's own, offered for that counterparty once it
 * is known. On submit: spec 3 §5's rules here (nothing sent while one fails), then verify, then create; a refusal
 * keeps everything typed and says why next to the field or above the form. Created, the contract's page opens.
 */

/** The form's fields that can carry an error. */
export const createFields = [
  'companyId',
  'counterparty',
  'senderSignerName',
  'senderObligations',
  'beneficiarySignerName',
  'beneficiaryObligations',
  'activeFrom',
  'percentage',
  'note',
] as const;
export type CreateField = (typeof createFields)[number];

/**
 * Which fields break spec 3 §5 "Contracts" (companyId, senderId and beneficiaryId 32-bit integers; signer names at
 * most 256 characters; at least 1 obligation a list; percentage above 0 and at most 100) or the decided ones (the
 * start day today or later, the two sides different customers). Both ids are the counterparty's field: the customer's
 * own id is not typed.
 */
export function createProblems(body: ContractCreateBody, today: string): CreateField[] {
  const out = new Set<CreateField>();
  const parsed = contractCreateBody.safeParse(body);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key === 'senderId' || key === 'beneficiaryId') out.add('counterparty');
      else if ((createFields as readonly string[]).includes(key)) out.add(key as CreateField);
    }
  if (/^\d{4}-\d{2}-\d{2}$/.test(body.activeFrom) && body.activeFrom < today) out.add('activeFrom');
  return createFields.filter((f) => out.has(f));
}

/** The found counterparty: its id and type (spec 3 §3 "Customer lookup returns id and type"). */
export interface Counterparty {
  id: number;
  type: 'BUSINESS' | 'PERSONAL';
  email: string;
}

export const NewContractGate = createGate();
export const companySearchTyped = createEvent<string>();
export const counterpartyEmailChanged = createEvent();
export const lookupSubmitted = createEvent<string>();
/** the body built from the form, today's day (YYYY-MM-DD) and the counterparty's id */
export const submitted = createEvent<{ body: ContractCreateBody; today: string; counterpartyId: number }>();

const leave = [NewContractGate.close, sessionEnded];

// --- the counterparty, by e-mail
export const lookupQuery = createApiQuery(customerLookup, {
  dialog: false,
  mapParams: (email: string) => ({ query: { email: email.trim() } }),
});
export const $counterparty = createStore<Counterparty | null>(null)
  .on(lookupQuery.finished.success, (_, { params, result }) => ({
    id: result.data.id,
    type: result.data.type,
    email: params.trim(),
  }))
  .reset([counterpartyEmailChanged, lookupQuery.start, ...leave]);
/** Spec 3 §8 "Customer lookup not found: 404": said plainly; another failure in its own words. */
export const $lookupProblem = createStore<'notFound' | Message | null>(null)
  .on(lookupQuery.finished.failure, (_, { error }) =>
    error instanceof ApiError && error.status === 404 ? 'notFound' : errorMessageFor(error),
  )
  .reset([counterpartyEmailChanged, lookupQuery.start, ...leave]);
export const $lookingUp = lookupQuery.$pending;
sample({
  clock: lookupSubmitted,
  filter: (email) => email.trim() !== '',
  target: lookupQuery.start,
});

// --- the companies (spec 3 §7 GET /company: query, forCounterpartyCustomerId, page, pageSize)
export const companiesQuery = createApiQuery(companyList, {
  dialog: false,
  mapParams: ({ query, counterpartyId }: { query: string; counterpartyId: number | null }) => ({
    query: {
      ...(query.trim() ? { query: query.trim() } : {}),
      ...(counterpartyId === null ? {} : { forCounterpartyCustomerId: counterpartyId }),
      page: contractRules.firstPage,
      pageSize: contractRules.defaultPageSize,
    },
  }),
});
export const $companySearch = createStore('')
  .on(companySearchTyped, (_, v) => v)
  .reset(leave);
export const $companies = createStore<ContractCompany[] | null>(null)
  .on(companiesQuery.finished.success, (_, { result }) => result.data)
  .reset(leave);
export const $companiesStatus = companiesQuery.$loadStatus;
export const $companiesError = companiesQuery.$message;
const companiesAsked = merge([
  NewContractGate.open,
  debounce({ source: companySearchTyped, timeout: 400 }),
  $counterparty.updates,
]);
sample({
  clock: companiesAsked,
  source: { query: $companySearch, c: $counterparty },
  fn: ({ query, c }) => ({ query, counterpartyId: c?.id ?? null }),
  target: companiesQuery.start,
});

// --- submit: the rules, verify, create
export const verifyMutation = createApiMutation(contractVerify, { dialog: false });
export const createMutation = createApiMutation(contractCreate, { dialog: false });

/** The fields that break a rule, from the last submit (spec 3 §5). */
export const $problems = createStore<CreateField[]>([])
  .on(submitted, (_, { body, today }) => createProblems(body, today))
  .reset(leave);
/** The body that passed the rules, sent once verify says yes. */
const $checked = createStore<ContractCreateBody | null>(null)
  .on(submitted, (_, { body, today }) => (createProblems(body, today).length === 0 ? body : null))
  .reset(leave);
sample({
  clock: submitted,
  source: $checked,
  filter: Boolean,
  fn: (body: ContractCreateBody, { counterpartyId }) => ({
    body: { companyId: body.companyId, counterpartyId },
  }),
  target: verifyMutation.start,
});

/** verify said no: said above the form (decided: which rule, the service does not say). */
export const $notValid = createStore(false)
  .on(verifyMutation.finished.success, (_, { result }) => !result.data.isValid)
  .reset([submitted, ...leave]);
sample({
  clock: verifyMutation.finished.success,
  source: $checked,
  filter: (body, { result }) => body !== null && result.data.isValid,
  fn: (body) => ({ body: body as ContractCreateBody }),
  target: createMutation.start,
});

/** A failed verify or create, above the form; the fields keep what was typed. */
export const $submitError = createStore<Message | null>(null)
  .on([verifyMutation.finished.failure, createMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset([submitted, ...leave]);
/** A refused create's field errors (400 validationErrors), next to their fields. */
export const $serverFieldErrors = createStore<Partial<Record<string, string>>>({})
  .on(createMutation.finished.failure, (_, { error }) =>
    fieldErrorsOf(error, [
      'companyId',
      'senderId',
      'beneficiaryId',
      'senderSignerName',
      'senderObligations',
      'beneficiarySignerName',
      'beneficiaryObligations',
      'activeFrom',
      'percentage',
      'note',
    ] as const),
  )
  .reset([submitted, ...leave]);
export const $submitting = sample({
  source: [verifyMutation.$pending, createMutation.$pending],
  fn: (list) => list.some(Boolean),
});

sample({ clock: createMutation.finished.success, target: contractsChanged });
sample({
  clock: createMutation.finished.success,
  fn: ({ result }) => ({ to: paths.revenueSplitContract.getHref(result.data.id) }),
  target: navigateFx,
});
