import { type PersonalCertification, fatcaCrsGet, fatcaCrsUpdate } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { $isBusiness } from '../../entities/customer/index.ts';
import { startPageRequested } from '../../entities/session/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import {
  type PersonalForm,
  type PersonalProblems,
  type DocumentFiles,
  type DocumentProblem,
  type TaxDocumentKind,
  type TaxUploadPart,
  $uploadsSent,
  documentParts,
  documentsNeeded,
  personalFormFrom,
  personalPayload,
  taxUploadMutation,
  uploadsCompleted,
  uploadsReset,
} from '../../features/self-certification-form/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { navigateFx, paths } from '../../shared/routes/index.ts';

/**
 * /self-certification (spec 3 §2 restricted layout; §3 'Tax certification', personal variant): the customer's
 * FATCA/CRS self-certification, then the W-9 or W-8 (and the certificate of loss of nationality when it applies),
 * then on per the start page (spec 1 §2) with the customer's data read again, so the FATCA action is gone.
 */
export const SelfCertificationPageGate = createGate();

/** Failures show in the page (a load error with its retry, a refused save under the form): no dialog. */
export const certificationQuery = createApiQuery(fatcaCrsGet, { dialog: false });
export const saveMutation = createApiMutation(fatcaCrsUpdate, { dialog: false });

export interface Submission {
  files: DocumentFiles;
  /** today's date (YYYY-MM-DD): a date of birth is before it */
  today: string;
}

export const fieldsChanged = createEvent<Partial<PersonalForm>>();
export const submitted = createEvent<Submission>();
export const retried = createEvent();

const leave = [SelfCertificationPageGate.close, sessionEnded];

/** The form: the stored certification once it loads; what is typed is kept through a failed save or upload. */
export const $form = createStore<PersonalForm | null>(null)
  .on(certificationQuery.finished.success, (form, { result }) => form ?? personalFormFrom(result.certification))
  .on(fieldsChanged, (form, patch) => (form ? { ...form, ...patch } : form))
  .reset(leave);

export const $certification = createStore<PersonalCertification | null>(null)
  .on(certificationQuery.finished.success, (_, { result }) => result.certification)
  .on(saveMutation.finished.success, (_, { result }) => result.certification)
  .reset(leave);

/** The statuses of the documents as stored, a document sent during this visit counting as pending. */
export function documentStatuses(c: PersonalCertification | null, sent: readonly TaxDocumentKind[]) {
  const status = (kind: TaxDocumentKind, stored: string | undefined) => (sent.includes(kind) ? 'pending' : stored);
  return {
    w9: status('w9', c?.w9FormDocumentStatus),
    w8: status('w8', c?.w8FormDocumentStatus),
    lossOfNationality: status('lossOfNationality', c?.certificateOfLossOfNationalityDocumentStatus),
  };
}

/** The documents this certification still needs, as the answers say (W-9 or W-8, loss of nationality). */
export const $documentsNeeded = combine($form, $certification, $uploadsSent, (form, c, sent) =>
  form ? documentsNeeded(form, documentStatuses(c, sent)) : [],
);

export const $problems = createStore<PersonalProblems>({ fields: {}, taxIds: [] }).reset(leave);
export const $documentProblems = createStore<Partial<Record<TaxDocumentKind, DocumentProblem>>>({}).reset(leave);
/** A refused save, shown under the form (the form keeps what was typed). */
export const $saveError = createStore<Message | null>(null)
  .on(saveMutation.start, () => null)
  .on(saveMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(leave);
/** The certification and its documents are in: the page says so while the start page is decided. */
export const $completed = createStore(false).reset(leave);
export const $busy = combine(
  saveMutation.$pending,
  taxUploadMutation.$pending,
  $completed,
  (saving, uploading, completed) => saving || uploading || completed,
);

/** The files of the running submission: not data, never serialized. */
const $parts = createStore<TaxUploadPart[]>([], { serialize: 'ignore' }).reset(leave);

type Checked =
  | { ok: true; body: ReturnType<typeof personalPayload> & { ok: true }; parts: TaxUploadPart[] }
  | { ok: false; problems: PersonalProblems; documents: Partial<Record<TaxDocumentKind, DocumentProblem>> };

/** What a submission sends, or what is missing: the form's rules, then a valid file for each needed document. */
export function checkSubmission(
  form: PersonalForm,
  needed: readonly TaxDocumentKind[],
  { files, today }: Submission,
): Checked {
  const payload = personalPayload(form, today);
  const { documents, parts } = documentParts(needed, files);
  if (!payload.ok || Object.keys(documents).length > 0)
    return { ok: false, problems: payload.ok ? { fields: {}, taxIds: [] } : payload.problems, documents };
  return { ok: true, body: payload, parts };
}

sample({
  clock: SelfCertificationPageGate.open,
  filter: $isBusiness.map((business) => !business),
  fn: () => ({ body: {} }),
  target: certificationQuery.start,
});
// a business certifies its company (a link to /self-certification from a business screen lands there)
sample({
  clock: [SelfCertificationPageGate.open, $isBusiness.updates],
  source: { business: $isBusiness, open: SelfCertificationPageGate.status },
  filter: ({ business, open }) => business && open,
  fn: () => ({ to: paths.selfCertificationBusiness.getHref(), replace: true }),
  target: navigateFx,
});
sample({ clock: retried, fn: () => ({ body: {} }), target: certificationQuery.start });
sample({ clock: SelfCertificationPageGate.close, target: [uploadsReset, saveMutation.reset] });

const checked = sample({
  clock: submitted,
  source: { form: $form, needed: $documentsNeeded, busy: $busy },
  filter: ({ form, busy }) => form !== null && !busy,
  fn: ({ form, needed }, submission) => checkSubmission(form as PersonalForm, needed, submission),
});
sample({
  clock: checked,
  fn: (c) => (c.ok ? { fields: {}, taxIds: [] } : c.problems),
  target: $problems,
});
sample({ clock: checked, fn: (c) => (c.ok ? {} : c.documents), target: $documentProblems });
const valid = checked.filterMap((c) => (c.ok ? c : undefined));
sample({ clock: valid, fn: (c) => c.parts, target: $parts });
sample({ clock: valid, fn: (c) => ({ body: c.body.payload }), target: saveMutation.start });

// saved: the documents go, one after another; none needed: done at once
sample({
  clock: saveMutation.finished.success,
  source: $parts,
  filter: (parts) => parts.length > 0,
  target: taxUploadMutation.start,
});
const done = sample({
  clock: [
    sample({ clock: saveMutation.finished.success, source: $parts, filter: (parts) => parts.length === 0 }),
    uploadsCompleted,
  ],
  filter: SelfCertificationPageGate.status,
  fn: () => undefined,
});
$completed.on(done, () => true);
// the customer's data is read again (the FATCA action goes), then on to the start page's next step
sample({ clock: done, target: [verificationRequested, startPageRequested] });
