import { type CallDef, callUrl, readAnswer } from '@app/contracts';
import type { z } from 'zod';

export interface UploadProgress {
  loaded: number;
  total: number;
}

export interface MultipartOptions {
  /** Bytes sent so far (XMLHttpRequest upload progress; fetch cannot report it). */
  onProgress?: (p: UploadProgress) => void;
  signal?: AbortSignal;
  /** the gateway's route the call goes through: '/api' (default) or '/helpdesk' */
  base?: string;
}

/**
 * A multipart call (contracts `multipart: true`) through the gateway's /api
 * with upload progress. A network failure rejects with a TypeError (no
 * answer), an abort with a DOMException 'AbortError'; answers are judged by
 * the contracts client's readAnswer.
 */
export function sendMultipart<C extends CallDef>(
  def: C,
  form: FormData,
  options: MultipartOptions = {},
): Promise<z.output<C['response']>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(def.httpMethod, `${options.base ?? '/api'}${callUrl(def)}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) options.onProgress?.({ loaded: e.loaded, total: e.total });
    };
    xhr.onload = () => {
      try {
        resolve(readAnswer(def, xhr.status, xhr.responseText));
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
