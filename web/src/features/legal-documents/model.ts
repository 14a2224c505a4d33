import { type Agreement, agreementDownload, legalInfoGet } from '@app/contracts';
import { createEffect, createEvent, createStore, sample } from 'effector';
import { type Message, createCallFx, errorMessageFor } from '../../shared/api/index.ts';
import { sessionEnded } from '../../shared/lib/index.ts';
import { createGate } from 'effector-react';
import type { LoadStatusValue as LoadStatus } from '../../shared/ui/index.ts';

/** The object URL lives long enough for the browser to start the download. */
export const REVOKE_AFTER_MS = 200;

export const loadFx = createCallFx(legalInfoGet, { dialog: false });
export const downloadFx = createCallFx(agreementDownload, { dialog: false });

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
  .on(loadFx.doneData, (_, r) => r.agreements)
  .reset(sessionEnded);
export const $status = createStore<LoadStatus>('idle')
  .on(loadFx, (s) => (s === 'ready' ? s : 'loading'))
  .on(loadFx.done, () => 'ready')
  .on(loadFx.fail, () => 'failed')
  .reset(sessionEnded);
export const $error = createStore<Message | null>(null)
  .on([loadFx, downloadFx], () => null)
  .on([loadFx.failData, downloadFx.failData], (_, e) => errorMessageFor(e))
  .reset(sessionEnded);
/** Fetch the bytes, then save them under the agreement's name. */
export const downloadAgreementFx = createEffect(async (a: Agreement) => {
  const bytes = await downloadFx({ body: { id: a.id } });
  await saveFx({ bytes, name: a.name });
});
export const $busy = downloadAgreementFx.pending;

sample({ clock: opened, fn: () => undefined, target: loadFx });
sample({ clock: downloadClicked, target: downloadAgreementFx });

/** The screen's loads start when it opens. */
export const LegalDocumentsGate = createGate();
sample({ clock: LegalDocumentsGate.open, fn: () => undefined, target: opened });
