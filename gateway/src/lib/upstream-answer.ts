/**
 * What the gateway does with an upstream answer before the browser sees it (spec 1 §8: an upstream
 * failure is 'Server is not available', never the upstream's page). A pure decision, table-tested in
 * upstream-answer.test.ts.
 */

export interface UpstreamAnswer {
  status: number;
  /** the upstream's Content-Type header, '' when none */
  contentType: string;
  body: Buffer;
  /**
   * Parse the body completely: money-moving calls (their answer is stored under the Idempotency-Key and
   * must be the real one) and answers that may carry a secret (they are parsed to strip it anyway).
   * Otherwise a cheap check: see `looksWhole`.
   */
  strict: boolean;
}

export type Verdict =
  /** relay as it is (or, for `parsed`, after stripping secrets) */
  | { kind: 'relay'; parsed?: unknown }
  /** not an answer the browser may see: 502 'Server is not available' (on a money call: outcome unknown) */
  | { kind: 'unavailable'; reason: 'html' | 'not-json' | 'empty' | 'no-envelope' };

const isJsonType = (contentType: string) => /\bjson\b/i.test(contentType);
const isHtmlType = (contentType: string) => /\bhtml\b/i.test(contentType);

const ws = (c: number | undefined) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/**
 * The cheap check for an answer nobody parses: it starts with `{` or `[` and ends with the matching `}` or
 * `]` (whitespace aside). It catches an empty body, an HTML or text page sent as JSON, and a body cut off
 * mid-way (a cut almost never lands right after a closing bracket of the same kind as the first). It does
 * NOT prove the body is JSON: a body cut right after an inner `}` passes. Such answers are the upstream's own
 * bug and reach the browser, which fails to parse them and shows its own error; a cut CONNECTION (fewer bytes
 * than Content-Length, or a socket closed mid-body) is caught by undici and never relayed.
 */
export function looksWhole(body: Buffer): boolean {
  let start = 0;
  let end = body.length - 1;
  while (start <= end && ws(body[start])) start++;
  while (end >= start && ws(body[end])) end--;
  if (end <= start) return false;
  const first = body[start];
  const last = body[end];
  return (first === 0x7b && last === 0x7d) || (first === 0x5b && last === 0x5d);
}

function parse(body: Buffer): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

const isEnvelope = (v: unknown) => !!v && typeof v === 'object' && 'responseCode' in v;

export function upstreamVerdict(a: UpstreamAnswer): Verdict {
  if (!isJsonType(a.contentType)) {
    // an HTML error page or stack trace never reaches the browser, nor does any HTML "answer" of an API call
    if (a.status >= 500 || isHtmlType(a.contentType)) return { kind: 'unavailable', reason: 'html' };
    // files (PDF, CSV), 204s and other declared types pass as they are
    return { kind: 'relay' };
  }
  if (a.body.length === 0) {
    return a.status === 204 || a.status === 304 ? { kind: 'relay' } : { kind: 'unavailable', reason: 'empty' };
  }
  if (a.strict || a.status >= 500) {
    const p = parse(a.body);
    if (!p.ok) return { kind: 'unavailable', reason: 'not-json' };
    // spec 1 §8: a 5xx is relayed only when it is the upstream's own envelope (its code and text)
    if (a.status >= 500 && !isEnvelope(p.value)) return { kind: 'unavailable', reason: 'no-envelope' };
    return { kind: 'relay', parsed: p.value };
  }
  return looksWhole(a.body) ? { kind: 'relay' } : { kind: 'unavailable', reason: 'not-json' };
}
