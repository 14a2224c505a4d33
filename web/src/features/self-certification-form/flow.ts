import type { Mutation } from '@farfetched/core';
import {
  type Event,
  type EventCallable,
  type Store,
  type StoreWritable,
  combine,
  createEvent,
  createStore,
  sample,
} from 'effector';
import { startPageRequested } from '../../entities/session/index.ts';
import { verificationRequested } from '../../entities/verification/index.ts';
import { type Message, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { DocumentProblem } from './documents.ts';
import type { TaxDocumentKind } from './lib.ts';
import { type TaxUploadPart, $uploadsSent, taxUploadMutation, uploadsCompleted, uploadsReset } from './upload.ts';

/** A submission checked: the save's parameters and the documents to send, or what is missing. */
export type CheckedSubmission<SaveParams, Problems> =
  | { ok: true; params: SaveParams; parts: TaxUploadPart[] }
  | { ok: false; problems: Problems; documents: Partial<Record<TaxDocumentKind, DocumentProblem>> };

/** The loaded certification: what the page's query answers (`result.certification`). */
interface Loaded<Cert> {
  result: { certification: Cert };
}

export interface CertificationFlowOptions<
  Form,
  Cert,
  Problems,
  SaveParams,
  Submission,
  Saved extends { certification: Cert },
> {
  /** the page's gate: leaving it forgets the form and what was sent */
  gate: { close: Event<unknown>; status: Store<boolean> };
  /** the certification's load answered (the page's query `finished.success`) */
  loaded: Event<Loaded<Cert>>;
  save: Mutation<SaveParams, Saved, Error>;
  formFrom: (certification: Cert) => Form;
  noProblems: Problems;
  /** the documents still needed by the form's answers, the stored certification and what was sent this visit */
  documentsNeeded: (form: Form, certification: Cert | null, sent: readonly TaxDocumentKind[]) => TaxDocumentKind[];
  check: (
    form: Form,
    needed: readonly TaxDocumentKind[],
    submission: Submission,
  ) => CheckedSubmission<SaveParams, Problems>;
}

/**
 * A tax self-certification page's flow (spec 3 §3 'Tax certification', personal and business): the form from the
 * stored certification (what is typed is kept through a failed save or upload), the submission checked, saved, then
 * each needed document uploaded (W-9 or W-8, the certificate of loss of nationality), then the customer's data read
 * again (the FATCA action goes) and on per the start page (spec 1 §2). Failures show in the page: a refused save under
 * the form, a failed upload in the footer.
 */
export function createCertificationFlow<
  Form,
  Cert,
  Problems,
  SaveParams,
  Submission,
  Saved extends { certification: Cert },
>(o: CertificationFlowOptions<Form, Cert, Problems, SaveParams, Submission, Saved>) {
  const leave = [o.gate.close, sessionEnded];
  const fieldsChanged: EventCallable<Partial<Form>> = createEvent<Partial<Form>>();
  const submitted = createEvent<Submission>();

  const $form: StoreWritable<Form | null> = createStore<Form | null>(null)
    .on(o.loaded, (form, { result }) => form ?? o.formFrom(result.certification))
    .on(fieldsChanged, (form, patch) => (form ? { ...form, ...patch } : form))
    .reset(leave);
  const $certification = createStore<Cert | null>(null)
    .on(o.loaded, (_, { result }) => result.certification)
    .on(o.save.finished.success, (_, { result }) => result.certification)
    .reset(leave);
  const $documentsNeeded = combine($form, $certification, $uploadsSent, (form, c, sent) =>
    form ? o.documentsNeeded(form, c, sent) : [],
  );
  const $problems = createStore<Problems>(o.noProblems).reset(leave);
  const $documentProblems = createStore<Partial<Record<TaxDocumentKind, DocumentProblem>>>({}).reset(leave);
  /** A refused save, shown under the form (the form keeps what was typed). */
  const $saveError = createStore<Message | null>(null)
    .on(o.save.start, () => null)
    .on(o.save.finished.failure, (_, { error }) => errorMessageFor(error))
    .reset(leave);
  /** The certification and its documents are in: the page says so while the start page is decided. */
  const $completed = createStore(false).reset(leave);
  const $busy = combine(
    o.save.$pending,
    taxUploadMutation.$pending,
    $completed,
    (saving, uploading, completed) => saving || uploading || completed,
  );
  /** The files of the running submission: not data, never serialized. */
  const $parts = createStore<TaxUploadPart[]>([], { serialize: 'ignore' }).reset(leave);

  sample({ clock: o.gate.close, target: [uploadsReset, o.save.reset] });

  const checked = sample({
    clock: submitted,
    source: { form: $form, needed: $documentsNeeded, busy: $busy },
    filter: ({ form, busy }) => form !== null && !busy,
    fn: ({ form, needed }, submission) => o.check(form as Form, needed, submission),
  });
  sample({ clock: checked, fn: (c) => (c.ok ? o.noProblems : c.problems), target: $problems });
  sample({ clock: checked, fn: (c) => (c.ok ? {} : c.documents), target: $documentProblems });
  const valid = checked.filterMap((c) => (c.ok ? c : undefined));
  sample({ clock: valid, fn: (c) => c.parts, target: $parts });
  sample({ clock: valid, fn: (c) => c.params, target: o.save.start });

  // saved: the documents go, one after another; none needed: done at once
  sample({
    clock: o.save.finished.success,
    source: $parts,
    filter: (parts) => parts.length > 0,
    target: taxUploadMutation.start,
  });
  const done = sample({
    clock: [
      sample({ clock: o.save.finished.success, source: $parts, filter: (parts) => parts.length === 0 }),
      uploadsCompleted,
    ],
    filter: o.gate.status,
    fn: () => undefined,
  });
  $completed.on(done, () => true);
  // the customer's data is read again (the FATCA action goes), then on to the start page's next step
  sample({ clock: done, target: [verificationRequested, startPageRequested] });

  return {
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
  };
}
