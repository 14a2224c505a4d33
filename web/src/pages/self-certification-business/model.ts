import { type BusinessCertification, businessFatcaCrsGet, businessFatcaCrsUpdate } from '@app/contracts';
import { combine, createEvent, createStore, sample } from 'effector';
import { createGate } from 'effector-react';
import { startPageRequested } from '../../entities/session/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import {
  type BusinessForm,
  type BusinessProblems,
  type DocumentFiles,
  type DocumentProblem,
  type TaxDocumentKind,
  type TaxUploadPart,
  $uploadsSent,
  businessFormFrom,
  businessPayload,
  documentParts,
  documentsNeeded,
  taxUploadMutation,
  uploadsCompleted,
  uploadsReset,
} from '../../features/self-certification-form/index.ts';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';

/**
 * /self-certification-business (spec 3 §2 restricted layout; §3 'Tax certification (business)'): the acting
 * company's FATCA/CRS self-certification, then its W-9 or W-8, then on per the start page (spec 1 §2) with the
 * customer's data read again.
 */
export const SelfCertificationBusinessPageGate = createGate();

export const certificationQuery = createApiQuery(businessFatcaCrsGet, { dialog: false });
export const saveMutation = createApiMutation(businessFatcaCrsUpdate, { dialog: false });

export interface Submission {
  files: DocumentFiles;
}

export const fieldsChanged = createEvent<Partial<BusinessForm>>();
export const submitted = createEvent<Submission>();
export const retried = createEvent();

const leave = [SelfCertificationBusinessPageGate.close, sessionEnded];
const noProblems: BusinessProblems = { fields: {}, questions: [], taxIds: [] };

export const $form = createStore<BusinessForm | null>(null)
  .on(certificationQuery.finished.success, (form, { result }) => form ?? businessFormFrom(result.certification))
  .on(fieldsChanged, (form, patch) => (form ? { ...form, ...patch } : form))
  .reset(leave);

export const $certification = createStore<BusinessCertification | null>(null)
  .on(certificationQuery.finished.success, (_, { result }) => result.certification)
  .on(saveMutation.finished.success, (_, { result }) => result.certification)
  .reset(leave);

/** The W-9 or W-8 still needed (a company has no certificate of loss of nationality). */
export const $documentsNeeded = combine($form, $certification, $uploadsSent, (form, c, sent) => {
  if (!form) return [];
  const status = (kind: TaxDocumentKind, stored: string | undefined) => (sent.includes(kind) ? 'pending' : stored);
  return documentsNeeded(
    { isUSTaxPayer: form.isUSTaxPayer },
    { w9: status('w9', c?.w9FormDocumentStatus), w8: status('w8', c?.w8FormDocumentStatus) },
  );
});

export const $problems = createStore<BusinessProblems>(noProblems).reset(leave);
export const $documentProblems = createStore<Partial<Record<TaxDocumentKind, DocumentProblem>>>({}).reset(leave);
export const $saveError = createStore<Message | null>(null)
  .on(saveMutation.start, () => null)
  .on(saveMutation.finished.failure, (_, { error }) => errorMessageFor(error))
  .reset(leave);
export const $completed = createStore(false).reset(leave);
export const $busy = combine(
  saveMutation.$pending,
  taxUploadMutation.$pending,
  $completed,
  (saving, uploading, completed) => saving || uploading || completed,
);

const $parts = createStore<TaxUploadPart[]>([], { serialize: 'ignore' }).reset(leave);

type Checked =
  | { ok: true; payload: Extract<ReturnType<typeof businessPayload>, { ok: true }>['payload']; parts: TaxUploadPart[] }
  | { ok: false; problems: BusinessProblems; documents: Partial<Record<TaxDocumentKind, DocumentProblem>> };

export function checkSubmission(
  form: BusinessForm,
  needed: readonly TaxDocumentKind[],
  { files }: Submission,
): Checked {
  const checked = businessPayload(form);
  const { documents, parts } = documentParts(needed, files);
  if (!checked.ok || Object.keys(documents).length > 0)
    return { ok: false, problems: checked.ok ? noProblems : checked.problems, documents };
  return { ok: true, payload: checked.payload, parts };
}

sample({ clock: SelfCertificationBusinessPageGate.open, fn: () => ({ body: {} }), target: certificationQuery.start });
sample({ clock: retried, fn: () => ({ body: {} }), target: certificationQuery.start });
sample({ clock: SelfCertificationBusinessPageGate.close, target: [uploadsReset, saveMutation.reset] });

const checked = sample({
  clock: submitted,
  source: { form: $form, needed: $documentsNeeded, busy: $busy },
  filter: ({ form, busy }) => form !== null && !busy,
  fn: ({ form, needed }, submission) => checkSubmission(form as BusinessForm, needed, submission),
});
sample({ clock: checked, fn: (c) => (c.ok ? noProblems : c.problems), target: $problems });
sample({ clock: checked, fn: (c) => (c.ok ? {} : c.documents), target: $documentProblems });
const valid = checked.filterMap((c) => (c.ok ? c : undefined));
sample({ clock: valid, fn: (c) => c.parts, target: $parts });
sample({ clock: valid, fn: (c) => ({ body: c.payload }), target: saveMutation.start });

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
  filter: SelfCertificationBusinessPageGate.status,
  fn: () => undefined,
});
$completed.on(done, () => true);
sample({ clock: done, target: [verificationRequested, startPageRequested] });
