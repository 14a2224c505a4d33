import { type CallDef, callUrl, readAnswer } from '@app/contracts';
import { type Mutation, createMutation } from '@farfetched/core';
import { type Event, type EventCallable, createEffect, createEvent, sample, scopeBind } from 'effector';
import type { z } from 'zod';
import { type CallFxOptions, IDEMPOTENCY_HEADER, apiFailed, untilSettled } from './http.ts';
import type { UploadProgress } from './upload.ts';

/**
 * A money-moving multipart call (contracts `movesMoney` + `multipart`: the mass transfers) with upload progress.
 *
 * contracts README "Mass transfers": a retry under the same Idempotency-Key must send the SAME bytes, and fetch or
 * XMLHttpRequest draw a new multipart boundary for every FormData they send. So the form is serialised once
 * (`serializeForm`: the bytes and the content type with its boundary) and the call's params carry those bytes with
 * the key: the money outcome (shared/money-outcome) retries with the very params it was given, so a retry resends
 * the same bytes under the same key. The contracts client only sends a FormData (it lets fetch pick the boundary),
 * so this module sends through XMLHttpRequest like upload.ts (progress) and judges the answer with the client's
 * readAnswer; like createMoneyCallFx it sends the same key again while the gateway answers 409 (in progress) and its
 * failures reach the global error handling (apiFailed), unless `dialog: false`.
 *
 * A module of its own: only the mass transfer pages load it (not /login's start chunk).
 */

/** A multipart body written once: what every send of one intent puts on the wire. */
export interface SerializedForm {
  bytes: ArrayBuffer;
  /** `multipart/form-data; boundary=…`: the boundary the bytes were written with */
  contentType: string;
}

/** The bytes and content type the browser would send for `form`, drawn once. */
export async function serializeForm(form: FormData): Promise<SerializedForm> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  const contentType = request.headers.get('content-type') ?? 'multipart/form-data';
  return { bytes: await request.arrayBuffer(), contentType };
}

export interface MoneyUploadParams {
  idempotencyKey: string;
  body: SerializedForm;
}

/** Sends serialised bytes under a key, with upload progress; a network failure rejects with a TypeError. */
export function sendMultipartBytes<C extends CallDef>(
  def: C,
  params: MoneyUploadParams,
  onProgress?: (p: UploadProgress) => void,
): Promise<z.output<C['response']>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.httpMethod, `/api${callUrl(def)}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('content-type', params.body.contentType);
    xhr.setRequestHeader(IDEMPOTENCY_HEADER, params.idempotencyKey);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer(def, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Failed to upload'));
    xhr.onabort = () => reject(new TypeError('Upload aborted'));
    xhr.send(params.body.bytes);
  });
}

type AnswerOf<D extends Readonly<Record<string, CallDef>>> = Awaited<z.output<D[keyof D]['response']>>;

/** The params of one send: which of the mutation's calls, its intent's key and its bytes. */
export interface MoneyUploadSend<K extends string = string> extends MoneyUploadParams {
  call: K;
}

export interface MoneyUpload<D extends Readonly<Record<string, CallDef>>> {
  mutation: Mutation<MoneyUploadSend<Extract<keyof D, string>>, AnswerOf<D>, Error>;
  /** bytes sent so far of the send in flight */
  progressed: Event<UploadProgress>;
}

/**
 * Money-moving multipart calls as one farfetched mutation (its params: which call, the key and the bytes), so one
 * money outcome (shared/money-outcome) follows them all. `name` keeps the mutation's sid apart from others.
 */
export function createMoneyUploadMutation<D extends Readonly<Record<string, CallDef>>>(
  name: string,
  defs: D,
  options: CallFxOptions = {},
): MoneyUpload<D> {
  for (const def of Object.values(defs))
    if (!def.movesMoney || !def.multipart) throw new TypeError(`${def.id} is not a money-moving multipart call`);
  const progressed: EventCallable<UploadProgress> = createEvent<UploadProgress>();
  const uploadFx = createEffect<MoneyUploadSend<Extract<keyof D, string>>, AnswerOf<D>>((params) => {
    const def = defs[params.call];
    if (!def) throw new TypeError(`${name}: no call ${params.call}`);
    if (!params.idempotencyKey) throw new TypeError(`${def.id}: an idempotency key is required`);
    const report = scopeBind(progressed, { safe: true });
    return untilSettled(() => sendMultipartBytes(def, params, report)) as Promise<AnswerOf<D>>;
  });
  sample({
    clock: uploadFx.failData,
    fn: (error) => ({ error, dialog: options.dialog ?? true }),
    target: apiFailed,
  });
  const mutation = createMutation({ name, effect: uploadFx });
  return { mutation, progressed };
}
