import { inMobileWrapper, postToWrapper } from './wrapper-post.ts';

/** Spec 2 §9: the download link is revoked after 200 ms. */
export const REVOKE_AFTER_MS = 200;

/** Bytes as base64, in slices (a whole file spread into one `String.fromCharCode` call overflows the stack). */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const step = 0x8000;
  for (let i = 0; i < bytes.length; i += step) binary += String.fromCharCode(...bytes.subarray(i, i + step));
  return btoa(binary);
}

/**
 * Saves bytes or text as a file (spec 3 §7 "Files download through a fetched blob, or through the wrapper"). Inside
 * the mobile wrapper the file goes to it as the `download` message (its name, type and bytes in base64: a web view
 * cannot save a blob link); the promise rejects when the wrapper refuses it, with 'empty data' when its answer carries
 * none (spec 1 §8), so that the screen says the file was not saved. Elsewhere: a temporary object URL, clicked, and
 * revoked 200 ms later.
 */
export async function saveFile(data: BlobPart, type: string, name: string): Promise<void> {
  const blob = new Blob([data], { type });
  if (inMobileWrapper()) {
    const base64 = bytesToBase64(new Uint8Array(await blob.arrayBuffer()));
    await postToWrapper('download', { fileName: name, mimeType: type, base64 });
    return;
  }
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
