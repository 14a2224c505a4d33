import { fatcaCrsTaxFormUpload, lossOfNationalityUpload, taxDocumentForm } from '@app/contracts';
import { createMutation } from '@farfetched/core';
import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { type Message, type UploadProgress, errorMessageFor, sendMultipart } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import type { TaxDocumentKind } from './lib.ts';

/**
 * The certification's documents (spec 3 §7 "W-form upload and loss-of-nationality upload: multipart with a data
 * field and a file[document] part"), sent one after another with visible progress (XMLHttpRequest, as
 * features/document-upload does: fetch cannot report upload progress). A document sent stays sent: a retry after a
 * failure sends only the rest. One certification page is on screen at a time, so the state is the feature's own.
 */
export interface TaxUploadPart {
  kind: TaxDocumentKind;
  file: File;
}
export interface TaxUploadOutcome {
  sent: TaxDocumentKind[];
  error: Message | null;
}

export const sendTaxDocumentFx = createEffect(
  ({ part, onProgress }: { part: TaxUploadPart; onProgress: (p: UploadProgress) => void }) =>
    part.kind === 'lossOfNationality'
      ? sendMultipart(lossOfNationalityUpload, taxDocumentForm({}, part.file, part.file.name), { onProgress })
      : sendMultipart(fatcaCrsTaxFormUpload, taxDocumentForm({ form: part.kind }, part.file, part.file.name), {
          onProgress,
        }),
);

const progressed = createEvent<{ kind: TaxDocumentKind; progress: UploadProgress }>();

export const taxUploadFx = createEffect(async (parts: TaxUploadPart[]): Promise<TaxUploadOutcome> => {
  const report = scopeBind(progressed, { safe: true });
  const sent: TaxDocumentKind[] = [];
  try {
    for (const part of parts) {
      await sendTaxDocumentFx({ part, onProgress: (progress) => report({ kind: part.kind, progress }) });
      // a small file may finish without a progress event: show it complete
      report({ kind: part.kind, progress: { loaded: part.file.size, total: part.file.size } });
      sent.push(part.kind);
    }
    return { sent, error: null };
  } catch (error) {
    return { sent, error: errorMessageFor(error) };
  }
});
export const taxUploadMutation = createMutation({ name: 'taxDocumentUpload', effect: taxUploadFx });

/** The page left: what was sent and shown goes. */
export const uploadsReset = createEvent();

export const $uploadProgress = createStore<Partial<Record<TaxDocumentKind, UploadProgress>>>({})
  .on(taxUploadMutation.start, (all, parts) => ({
    ...all,
    ...Object.fromEntries(parts.map((p) => [p.kind, { loaded: 0, total: p.file.size }])),
  }))
  .on(progressed, (all, { kind, progress }) => ({ ...all, [kind]: progress }))
  .reset(uploadsReset, sessionEnded);

/** The documents sent during this visit. */
export const $uploadsSent = createStore<TaxDocumentKind[]>([])
  .on(taxUploadMutation.finished.success, (all, { result }) => [...new Set([...all, ...result.sent])])
  .reset(uploadsReset, sessionEnded);

export const $uploadError = createStore<Message | null>(null)
  .on(taxUploadMutation.start, () => null)
  .on(taxUploadMutation.finished.success, (_, { result }) => result.error)
  .reset(uploadsReset, sessionEnded);

/** Every document asked for went. */
export const uploadsCompleted = sample({
  clock: taxUploadMutation.finished.success,
  filter: ({ result }) => result.error === null,
  fn: () => undefined,
});
