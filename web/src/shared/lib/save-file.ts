/** Spec 2 §9: the download link is revoked after 200 ms. */
export const REVOKE_AFTER_MS = 200;

/** Saves bytes or text as a file through a temporary object URL, revoked shortly after. */
export function saveFile(data: BlobPart, type: string, name: string): void {
  const url = URL.createObjectURL(new Blob([data], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
