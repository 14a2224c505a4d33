import {
  type PdfGenerated,
  type PdfGeneratorBody,
  accountConfirmationFileName,
  pdfFileDownload,
  pdfFileTokenOf,
  pdfGenerate,
} from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, errorMessageFor } from '../../shared/api/index.ts';
import { mobileWrapperDevice, sessionEnded } from '../../shared/lib/index.ts';
import { saveFile } from '../../shared/lib/save-file.ts';

/**
 * The account confirmation download (spec 3 §7 "POST /pdf/api/generator_pdf/{name}. In the wrapper it may carry
 * file=base64. The response redirectLink opens the file"; "Files download through a fetched blob, or through the
 * wrapper"; decisions in contracts/src/pdf-generator.ts). Outside the wrapper the answer is a redirectLink under the
 * API, fetched through the gateway as bytes and saved; inside it the PDF comes back in base64 and is saved at once.
 * Saving goes through shared/lib/save-file (the wrapper's download when in the wrapper).
 */

/** The call's body: the account, and file=base64 in the mobile wrapper (which takes files, not links). */
export function generateBody(accountId: number, inWrapper: boolean): PdfGeneratorBody {
  return inWrapper ? { accountId, file: 'base64' } : { accountId };
}

/** What to do with the generator's answer: fetch the file by its token, save the bytes it carries, or fail. */
export type NextStep = { kind: 'fetch'; token: string } | { kind: 'save'; bytes: Uint8Array } | { kind: 'unreadable' };
export function nextStep(answer: PdfGenerated): NextStep {
  if ('redirectLink' in answer && typeof answer.redirectLink === 'string') {
    const token = pdfFileTokenOf(answer.redirectLink);
    return token ? { kind: 'fetch', token } : { kind: 'unreadable' };
  }
  if ('file' in answer && typeof answer.file === 'string') {
    try {
      return { kind: 'save', bytes: Uint8Array.from(atob(answer.file), (c) => c.charCodeAt(0)) };
    } catch {
      return { kind: 'unreadable' };
    }
  }
  return { kind: 'unreadable' };
}

/**
 * An account's confirmation was asked for (a click on its button), in the language the page shows: the document is
 * written in the request's Accept-Language, which the page sets, since the browser's own may differ from the choice.
 */
export interface ConfirmationRequest {
  accountId: number;
  lang: string;
}
export const confirmationRequested = createEvent<ConfirmationRequest>();

/** Reads the wrapper flag at the click (it persists: spec 1 §4), outside pure code. */
export const readWrapperFx = createEffect((request: ConfirmationRequest) => ({
  ...request,
  inWrapper: mobileWrapperDevice() !== null,
}));
export const generateMutation = createApiMutation(pdfGenerate, { dialog: false });
export const fileMutation = createApiMutation(pdfFileDownload, { dialog: false });
export const saveFx = createEffect(({ bytes, name }: { bytes: BlobPart; name: string }) =>
  saveFile(bytes, 'application/pdf', name),
);

/** The account being confirmed (the saved file is named after it). */
export const $accountId = createStore<number | null>(null)
  .on(confirmationRequested, (_, { accountId }) => accountId)
  .reset(sessionEnded);
export const $busy = combine(
  readWrapperFx.pending,
  generateMutation.$pending,
  fileMutation.$pending,
  saveFx.pending,
  (a, b, c, d) => a || b || c || d,
);
const unreadable: Message = { key: 'errors.serverNotAvailable' };
/** The file was not saved (the mobile wrapper refused it, e.g. 'empty data': spec 1 §8). */
const saveFailed: Message = { key: 'mobileWrapper.saveFailed' };
const stepTaken = createEvent<NextStep>();
export const $error = createStore<Message | null>(null)
  .on([generateMutation.finished.failure, fileMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .on(stepTaken, (now, step) => (step.kind === 'unreadable' ? unreadable : now))
  .on(saveFx.failData, () => saveFailed)
  .reset([confirmationRequested, sessionEnded]);
/** The account whose confirmation was saved last (a quiet "downloaded" note); cleared by the next request. */
const saved = createEvent<number | null>();
export const $savedFor = createStore<number | null>(null)
  .on(saved, (_, id) => id)
  .reset([confirmationRequested, sessionEnded]);
sample({ clock: saveFx.done, source: $accountId, target: saved });

sample({ clock: confirmationRequested, filter: $busy.map((b) => !b), target: readWrapperFx });
sample({
  clock: readWrapperFx.doneData,
  fn: ({ accountId, lang, inWrapper }) => ({
    params: { name: 'accountConfirmation' },
    body: generateBody(accountId, inWrapper),
    headers: { 'accept-language': lang },
  }),
  target: generateMutation.start,
});
sample({ clock: generateMutation.finished.success, fn: ({ result }) => nextStep(result), target: stepTaken });
sample({
  clock: stepTaken,
  filter: (s) => s.kind === 'fetch',
  fn: (s) => ({ params: { token: (s as Extract<NextStep, { kind: 'fetch' }>).token } }),
  target: fileMutation.start,
});
sample({
  clock: stepTaken,
  source: $accountId,
  filter: (id, s) => id !== null && s.kind === 'save',
  fn: (id, s) => ({
    bytes: (s as Extract<NextStep, { kind: 'save' }>).bytes as BlobPart,
    name: accountConfirmationFileName(id as number),
  }),
  target: saveFx,
});
sample({
  clock: fileMutation.finished.success,
  source: $accountId,
  filter: (id) => id !== null,
  fn: (id, { result }) => ({ bytes: result as BlobPart, name: accountConfirmationFileName(id as number) }),
  target: saveFx,
});
