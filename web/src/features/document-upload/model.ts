import { type DocumentUploadData, documentUpload, documentUploadForm } from '@app/contracts';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type Message, type UploadProgress, errorMessageFor, sendMultipart } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { UploadSlot } from './plan.ts';

/**
 * Document upload (spec 1 §3 documents): a file per side, each sent with visible progress. Several forms may be
 * on one screen (a company's documents and a representative's), so the state is kept per form, by the form's
 * own key (its React useId). The files being picked are the form's draft and stay in the component.
 */
export type UploadPhase = 'editing' | 'uploading' | 'done' | 'canceled' | 'failed';
export interface UploadState {
  phase: UploadPhase;
  progress: Partial<Record<UploadSlot, UploadProgress>>;
  /** a failed upload as the user reads it (shown in the form, no dialog) */
  error: Message | null;
}
export const idleUpload: UploadState = { phase: 'editing', progress: {}, error: null };

export interface UploadPart {
  slot: UploadSlot;
  data: DocumentUploadData;
  file: File;
}
export interface UploadRequest {
  form: string;
  parts: UploadPart[];
  /** told the ids of the files sent, also when a later one fails (what was sent stays sent) */
  onUploaded?: (documentIds: number[]) => void;
}
/** How an upload ended; the ids of the files sent before it ended are kept either way. */
export interface UploadOutcome {
  form: string;
  ids: number[];
  ended: 'done' | 'canceled' | 'failed';
  error: Message | null;
}

/** One file, one documentUpload call (XMLHttpRequest: fetch cannot report upload progress). */
export const sendPartFx = createEffect(
  ({ part, signal, onProgress }: { part: UploadPart; signal: AbortSignal; onProgress: (p: UploadProgress) => void }) =>
    sendMultipart(documentUpload, documentUploadForm(part.data, part.file, part.file.name), { signal, onProgress }),
);

const progressed = createEvent<{ form: string; slot: UploadSlot; progress: UploadProgress }>();
const controllerMade = createEvent<{ form: string; controller: AbortController }>();

/** The parts one after another; a cancel or a failure stops the rest, and the files stay chosen for a retry. */
export const uploadFx = createEffect(async ({ form, parts }: UploadRequest): Promise<UploadOutcome> => {
  const report = scopeBind(progressed, { safe: true });
  const controller = new AbortController();
  scopeBind(controllerMade, { safe: true })({ form, controller });
  const ids: number[] = [];
  try {
    for (const part of parts) {
      const { slot, file } = part;
      const answer = await sendPartFx({
        part,
        signal: controller.signal,
        onProgress: (progress) => report({ form, slot, progress }),
      });
      // Small files may finish without a progress event: show them complete.
      report({ form, slot, progress: { loaded: file.size, total: file.size } });
      ids.push(answer.documentId);
    }
    return { form, ids, ended: 'done', error: null };
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError')
      return { form, ids, ended: 'canceled', error: null };
    return { form, ids, ended: 'failed', error: errorMessageFor(error) };
  }
});
/** The upload as a mutation; its outcome carries a failure, because files sent before it stay sent. */
export const uploadMutation = createMutation({ name: documentUpload.id, effect: uploadFx });

export const uploadSubmitted = createEvent<UploadRequest>();
export const uploadCanceled = createEvent<string>();
/** A file picked: the last outcome's note (sent, canceled) goes; a failure's message stays until the next send. */
export const filePicked = createEvent<string>();
/** Send pressed (before the form's own checks): the last failure's message goes. */
export const submitTried = createEvent<string>();
/** The form left the screen: its state goes (a form opened again starts empty). */
export const formClosed = createEvent<string>();

/** The abort handle of each form's running upload; not data, never serialized. */
const $controllers = createStore<Record<string, AbortController>>({}, { serialize: 'ignore' })
  .on(controllerMade, (all, { form, controller }) => ({ ...all, [form]: controller }))
  .on(uploadMutation.finished.finally, (all, { params }) => without(all, params.form))
  .reset(sessionEnded);

export const $uploads = createStore<Record<string, UploadState>>({})
  .on(uploadMutation.start, (all, { form, parts }) => ({
    ...all,
    [form]: {
      phase: 'uploading',
      error: null,
      progress: Object.fromEntries(parts.map((p) => [p.slot, { loaded: 0, total: p.file.size }])),
    },
  }))
  .on(progressed, (all, { form, slot, progress }) => {
    const state = all[form];
    return state ? { ...all, [form]: { ...state, progress: { ...state.progress, [slot]: progress } } } : all;
  })
  .on(uploadMutation.finished.success, (all, { result }) => {
    const state = all[result.form];
    return state ? { ...all, [result.form]: { ...state, phase: result.ended, error: result.error } } : all;
  })
  .on(filePicked, (all, form) => {
    const state = all[form];
    return state && state.phase !== 'uploading' ? { ...all, [form]: { ...state, phase: 'editing' } } : all;
  })
  .on(submitTried, (all, form) => {
    const state = all[form];
    return state?.error ? { ...all, [form]: { ...state, error: null } } : all;
  })
  .on(formClosed, (all, form) => without(all, form))
  .reset(sessionEnded);

function without<T>(all: Record<string, T>, key: string): Record<string, T> {
  if (!(key in all)) return all;
  const rest = { ...all };
  delete rest[key];
  return rest;
}

const abortFx = createEffect((controller: AbortController) => controller.abort());
export const notifyUploadedFx = createEffect(
  ({ onUploaded, ids }: { onUploaded: (documentIds: number[]) => void; ids: number[] }) => onUploaded(ids),
);

sample({
  clock: uploadSubmitted,
  source: $uploads,
  filter: (all, { form }) => all[form]?.phase !== 'uploading',
  fn: (_, request) => request,
  target: uploadMutation.start,
});
sample({
  clock: uploadCanceled,
  source: $controllers,
  filter: (all, form) => form in all,
  fn: (all, form) => all[form] as AbortController,
  target: abortFx,
});
sample({
  clock: uploadMutation.finished.success,
  filter: ({ params, result }) => params.onUploaded !== undefined && result.ids.length > 0,
  fn: ({ params, result }) => ({ onUploaded: params.onUploaded as (documentIds: number[]) => void, ids: result.ids }),
  target: notifyUploadedFx,
});
