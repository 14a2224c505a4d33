import { type PersonalCertification, fatcaCrsGet, fatcaCrsUpdate } from '@app/contracts';
import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { $isBusiness } from '../../entities/customer/index.ts';
import {
  type CheckedSubmission,
  type DocumentFiles,
  type PersonalForm,
  type PersonalPayload,
  type PersonalProblems,
  type TaxDocumentKind,
  createCertificationFlow,
  documentParts,
  documentsNeeded,
  personalFormFrom,
  personalPayload,
} from '../../features/self-certification-form/index.ts';
import { createApiMutation, createApiQuery } from '../../shared/api/index.ts';
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

/** The statuses of the documents as stored, a document sent during this visit counting as pending. */
export function documentStatuses(c: PersonalCertification | null, sent: readonly TaxDocumentKind[]) {
  const status = (kind: TaxDocumentKind, stored: string | undefined) => (sent.includes(kind) ? 'pending' : stored);
  return {
    w9: status('w9', c?.w9FormDocumentStatus),
    w8: status('w8', c?.w8FormDocumentStatus),
    lossOfNationality: status('lossOfNationality', c?.certificateOfLossOfNationalityDocumentStatus),
  };
}

const noProblems: PersonalProblems = { fields: {}, taxIds: [] };

/** What a submission sends, or what is missing: the form's rules, then a valid file for each needed document. */
export function checkSubmission(
  form: PersonalForm,
  needed: readonly TaxDocumentKind[],
  { files, today }: Submission,
): CheckedSubmission<{ body: PersonalPayload }, PersonalProblems> {
  const payload = personalPayload(form, today);
  const { documents, parts } = documentParts(needed, files);
  if (!payload.ok || Object.keys(documents).length > 0)
    return { ok: false, problems: payload.ok ? noProblems : payload.problems, documents };
  return { ok: true, params: { body: payload.payload }, parts };
}

export const retried = createEvent();

export const {
  fieldsChanged,
  submitted,
  $form,
  $certification,
  /** The documents this certification still needs, as the answers say (W-9 or W-8, loss of nationality). */
  $documentsNeeded,
  $problems,
  $documentProblems,
  $saveError,
  $completed,
  $busy,
} = createCertificationFlow({
  gate: SelfCertificationPageGate,
  loaded: certificationQuery.finished.success,
  save: saveMutation,
  formFrom: personalFormFrom,
  noProblems,
  documentsNeeded: (form: PersonalForm, c: PersonalCertification | null, sent) =>
    documentsNeeded(form, documentStatuses(c, sent)),
  check: checkSubmission,
});

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
