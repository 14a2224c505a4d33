import { type BusinessCertification, businessFatcaCrsGet, businessFatcaCrsUpdate } from '@app/contracts';
import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import {
  type BusinessForm,
  type BusinessProblems,
  type CheckedSubmission,
  type DocumentFiles,
  type TaxDocumentKind,
  businessFormFrom,
  businessPayload,
  createCertificationFlow,
  documentParts,
  documentsNeeded,
} from '../../features/self-certification-form/index.ts';
import { createApiMutation, createApiQuery } from '../../shared/api/index.ts';

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

const noProblems: BusinessProblems = { fields: {}, questions: [], taxIds: [] };
type Payload = Extract<ReturnType<typeof businessPayload>, { ok: true }>['payload'];

export function checkSubmission(
  form: BusinessForm,
  needed: readonly TaxDocumentKind[],
  { files }: Submission,
): CheckedSubmission<{ body: Payload }, BusinessProblems> {
  const checked = businessPayload(form);
  const { documents, parts } = documentParts(needed, files);
  if (!checked.ok || Object.keys(documents).length > 0)
    return { ok: false, problems: checked.ok ? noProblems : checked.problems, documents };
  return { ok: true, params: { body: checked.payload }, parts };
}

/** The W-9 or W-8 still needed (a company has no certificate of loss of nationality). */
function companyDocumentsNeeded(form: BusinessForm, c: BusinessCertification | null, sent: readonly TaxDocumentKind[]) {
  const status = (kind: TaxDocumentKind, stored: string | undefined) => (sent.includes(kind) ? 'pending' : stored);
  return documentsNeeded(
    { isUSTaxPayer: form.isUSTaxPayer },
    { w9: status('w9', c?.w9FormDocumentStatus), w8: status('w8', c?.w8FormDocumentStatus) },
  );
}

export const retried = createEvent();

export const {
  fieldsChanged,
  submitted,
  $form,
  $certification,
  $documentsNeeded,
  $problems,
  $documentProblems,
  $saveError,
  $completed,
  $busy,
} = createCertificationFlow({
  gate: SelfCertificationBusinessPageGate,
  loaded: certificationQuery.finished.success,
  save: saveMutation,
  formFrom: businessFormFrom,
  noProblems,
  documentsNeeded: companyDocumentsNeeded,
  check: checkSubmission,
});

sample({ clock: SelfCertificationBusinessPageGate.open, fn: () => ({ body: {} }), target: certificationQuery.start });
sample({ clock: retried, fn: () => ({ body: {} }), target: certificationQuery.start });
