import {
  ApiError,
  type CallDef,
  ContractError,
  callUrl,
  errorMessage,
  isSuccess,
  normalizeNumericStrings,
} from '@app/contracts';
import type { z } from 'zod';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface MultipartOptions {
  /** Bytes sent so far (XMLHttpRequest upload progress; fetch cannot report it). */
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
}

/** The answer of a multipart call, judged like the contracts client judges a JSON one. */
export function readMultipartAnswer<C extends CallDef>(def: C, status: number, text: string): z.output<C['response']> {
  let body: unknown = undefined;
  if (text) {
    try {
      body = normalizeNumericStrings(JSON.parse(text));
    } catch {
      body = text;
    }
  }
  const code =
    body && typeof body === 'object' && 'responseCode' in body
      ? String((body as { responseCode: unknown }).responseCode)
      : undefined;
  if (status < 200 || status >= 300 || (def.style === 'method' && !isSuccess(code)))
    throw new ApiError(errorMessage(body), status, code, body);
  const parsed = def.response.safeParse(body);
  if (!parsed.success) throw new ContractError(def.id, parsed.error.issues);
  return parsed.data as z.output<C['response']>;
}

/**
 * A multipart call (contracts `multipart: true`) through the gateway's /api
 * with upload progress. A network failure rejects with a TypeError (no
 * answer), an abort with a DOMException 'AbortError'.
 */
export function sendMultipart<C extends CallDef>(
  def: C,
  form: FormData,
  options: MultipartOptions = {},
): Promise<z.output<C['response']>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.httpMethod, `/api${callUrl(def)}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      try {
        resolve(readMultipartAnswer(def, xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    };
    xhr.onerror = () => reject(new TypeError('Failed to upload'));
    xhr.onabort = () => reject(new DOMException('Upload canceled', 'AbortError'));
    if (options.signal) {
      if (options.signal.aborted) {
        reject(new DOMException('Upload canceled', 'AbortError'));
        return;
      }
      options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    }
    xhr.send(form);
  });
}
