import { type Agreement, agreementDownload, legalInfoGet } from '@app/contracts';
import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type Message, createApiMutation, createApiQuery, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';

/** The object URL lives long enough for the browser to start the download. */
export const REVOKE_AFTER_MS = 200;

/** Errors show inline above the list (no dialog). */
export const legalInfoQuery = createApiQuery(legalInfoGet, { dialog: false });
/** A download reads the server's PDF bytes; it changes nothing, but it is an action, not a section's load. */
export const downloadMutation = createApiMutation(agreementDownload, { dialog: false });

/** Saves the PDF bytes through a temporary link; the URL is revoked shortly after. */
export const saveFx = createEffect(({ bytes, name }: { bytes: ArrayBuffer; name: string }) => {
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name.toLowerCase().endsWith('.pdf') ? name : `${name}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
});

export const opened = createEvent();
export const downloadClicked = createEvent<Agreement>();

export const $agreements = createStore<Agreement[]>([])
  .on(legalInfoQuery.finished.success, (_, { result }) => result.agreements)
  .reset(sessionEnded);
export const $status = legalInfoQuery.$loadStatus;
export const $error = createStore<Message | null>(null)
  .on([legalInfoQuery.start, downloadMutation.start], () => null)
  .on([legalInfoQuery.finished.failure, downloadMutation.finished.failure], (_, { error }) => errorMessageFor(error))
  .reset(sessionEnded);
/** The name each asked agreement is saved under, by id (the call's answer is only the bytes). */
const $names = createStore<Record<string, string>>({})
  .on(downloadClicked, (names, a) => ({ ...names, [String(a.id)]: a.name }))
  .reset(sessionEnded);
export const $busy = combine(downloadMutation.$pending, saveFx.pending, (loading, saving) => loading || saving);

sample({ clock: opened, fn: () => undefined, target: legalInfoQuery.start });
/** Fetch the bytes, then save them under the agreement's name. */
sample({ clock: downloadClicked, fn: (a) => ({ body: { id: a.id } }), target: downloadMutation.start });
sample({
  clock: downloadMutation.finished.success,
  source: $names,
  fn: (names, { params, result }) => ({ bytes: result, name: names[String(params.body.id)] ?? String(params.body.id) }),
  target: saveFx,
});

/** The screen's loads start when it opens. */
export const LegalDocumentsGate = createGate();
sample({ clock: LegalDocumentsGate.open, fn: () => undefined, target: opened });
