/**
 * A small multipart/form-data reader (RFC 7578) for the fakes' document
 * upload: the whole body is already in memory (bounded by the body limit), so
 * a boundary scan over one Buffer is enough and no package is needed.
 */
export interface MultipartPart {
  name: string;
  filename?: string;
  /** the part's Content-Type; absent for plain fields */
  contentType?: string;
  data: Buffer;
}

export type MultipartResult = { ok: true; parts: MultipartPart[] } | { ok: false; error: string };

/** The boundary parameter of a multipart/form-data content type (quoted or not), else undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  if (!contentType || !/^\s*multipart\/form-data\s*(;|$)/i.test(contentType)) return undefined;
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;"]{1,70}))/i.exec(contentType);
  const boundary = m?.[1] ?? m?.[2];
  return boundary && boundary.length > 0 ? boundary : undefined;
}

/** Parameters of a Content-Disposition value: `form-data; name="a"; filename="b.pdf"`. */
function dispositionParams(value: string): Record<string, string> {
  const out: Record<string, string> = {};
  const re = /;\s*([\w*-]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g;
  for (let m = re.exec(value); m; m = re.exec(value)) {
    const key = (m[1] as string).toLowerCase();
    out[key] = m[2] !== undefined ? m[2].replace(/\\(.)/g, '$1') : (m[3] ?? '').trim();
  }
  return out;
}

const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

export function parseMultipart(body: Buffer, boundary: string): MultipartResult {
  const delimiter = Buffer.from(`--${boundary}`);
  // the first delimiter may follow a preamble; later ones always follow a CRLF
  let at = body.indexOf(delimiter);
  if (at < 0 || (at > 0 && body.indexOf(Buffer.concat([CRLF, delimiter])) !== at - 2))
    return { ok: false, error: 'Malformed multipart body: no opening boundary' };
  const next = Buffer.concat([CRLF, delimiter]);
  const parts: MultipartPart[] = [];
  for (;;) {
    let cursor = at + delimiter.length;
    if (body.subarray(cursor, cursor + 2).toString() === '--') return { ok: true, parts };
    // transport padding (spaces, tabs) may follow a boundary before its CRLF
    while (body[cursor] === 0x20 || body[cursor] === 0x09) cursor++;
    if (!body.subarray(cursor, cursor + 2).equals(CRLF))
      return { ok: false, error: 'Malformed multipart body: a boundary is not followed by a line break' };
    cursor += 2;
    const headerEnd = body.indexOf(HEADER_END, cursor);
    if (headerEnd < 0) return { ok: false, error: 'Malformed multipart body: a part has no end of headers' };
    const end = body.indexOf(next, headerEnd + 4);
    if (end < 0) return { ok: false, error: 'Malformed multipart body: no closing boundary' };
    const headers = new Map<string, string>();
    for (const line of body.subarray(cursor, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
    const disposition = headers.get('content-disposition') ?? '';
    if (!/^form-data\b/i.test(disposition))
      return { ok: false, error: 'Malformed multipart body: a part is not form-data' };
    const params = dispositionParams(disposition);
    if (params.name === undefined) return { ok: false, error: 'Malformed multipart body: a part has no name' };
    parts.push({
      name: params.name,
      ...(params.filename !== undefined ? { filename: params.filename } : {}),
      ...(headers.has('content-type') ? { contentType: headers.get('content-type') } : {}),
      data: body.subarray(headerEnd + 4, end),
    });
    at = end + 2;
  }
}
