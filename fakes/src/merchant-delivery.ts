import { createHmac, timingSafeEqual } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP } from 'node:net';

/**
 * Real deliveries of merchant webhooks and IPNs (spec 3 §7 "Merchant": webhooks, ping, IPN; contracts
 * merchant-hooks.ts). Decisions (fakes/README.md "Merchant hooks"):
 * - Loopback only: a fake never calls out. 127.0.0.0/8, ::1 and localhost are delivered to; any other address is
 *   not tried and answers `{ ok: false, error }` with the reason.
 * - POST of JSON `{"event":<event>, ...payload}`, headers `Content-Type: application/json`, `X-Event: <event>` and
 *   `X-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * - node:http(s), one POST, a 5 s timeout, no retries, redirects not followed (a 3xx is an answer that is not 2xx).
 * - `ok` is a 2xx answer; the receiver's answer is kept up to 1,000 characters.
 */

export interface DeliveryResult {
  ok: boolean;
  status?: number;
  error?: string;
  durationMs: number;
  /** the exact text posted (what the signature signs) */
  requestBody: string;
  responseBody?: string;
}

export interface Delivery {
  url: string;
  secret: string;
  event: string;
  payload?: Record<string, unknown>;
  /** for tests: the clock (ms) and the timeout */
  now?: () => number;
  timeoutMs?: number;
}

export const deliveryTimeoutMs = 5_000;
const responseBodyLimit = 1_000;

/** 127.0.0.0/8, ::1 (also as an IPv4-mapped 127.x) and localhost: the only hosts the fakes deliver to. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  // an IPv4-mapped 127.x: URL writes [::ffff:127.0.0.1] as [::ffff:7f00:1]
  if (isIP(host) === 6) return host === '::1' || /^::ffff:(127\.|7f[0-9a-f]{2}:)/.test(host);
  return false;
}

/** Why a URL is not delivered to, or undefined when it may be. */
export function refusalOf(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Not a URL';
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    return 'Only http:// and https:// URLs are delivered';
  if (!isLoopbackHost(parsed.hostname))
    return `Not delivered: the fakes deliver only to loopback addresses (127.0.0.1, ::1, localhost), not ${parsed.hostname}`;
  return undefined;
}

const hmac = (secret: string, t: number, body: string): string =>
  createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');

/** The X-Signature value of `body` signed at unix second `t`. */
export function signatureOf(secret: string, body: string, t: number): string {
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

/**
 * What a receiver does: parse `t` and `v1`, recompute the HMAC over "<t>.<raw body>" and compare in constant time;
 * a `t` further than `toleranceSeconds` (300) from `nowSeconds` is refused (a replay).
 */
export function verifySignature(
  header: string | undefined,
  secret: string,
  body: string,
  opts: { nowSeconds?: number; toleranceSeconds?: number } = {},
): boolean {
  if (!header) return false;
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - t) > (opts.toleranceSeconds ?? 300)) return false;
  return timingSafeEqual(Buffer.from(hmac(secret, t, body), 'hex'), Buffer.from(v1, 'hex'));
}

interface Answered {
  status: number;
  text: string;
}

/** One POST with node:http(s) (fetch refuses some ports, e.g. 9); rejects on a connection error or the timeout. */
function post(url: URL, headers: Record<string, string>, body: string, timeoutMs: number): Promise<Answered> {
  return new Promise((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(url, {
      method: 'POST',
      headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
    });
    const timer = setTimeout(() => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })), timeoutMs);
    req.on('response', (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (text.length < responseBodyLimit) text += chunk;
      });
      res.on('end', () => {
        clearTimeout(timer);
        resolve({ status: res.statusCode ?? 0, text });
      });
      res.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
    });
    req.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    req.end(body);
  });
}

/** One signed POST to a loopback URL; never throws. */
export async function deliverSigned(d: Delivery): Promise<DeliveryResult> {
  const now = d.now ?? Date.now;
  const requestBody = JSON.stringify({ event: d.event, ...d.payload });
  const started = now();
  const refused = refusalOf(d.url);
  if (refused) return { ok: false, error: refused, durationMs: 0, requestBody };
  const t = Math.floor(now() / 1000);
  const timeoutMs = d.timeoutMs ?? deliveryTimeoutMs;
  const durationMs = () => Math.max(0, Math.round(now() - started));
  try {
    const res = await post(
      new URL(d.url),
      {
        'content-type': 'application/json',
        'x-event': d.event,
        'x-signature': signatureOf(d.secret, requestBody, t),
      },
      requestBody,
      timeoutMs,
    );
    const ok = res.status >= 200 && res.status < 300;
    return {
      ok,
      status: res.status,
      ...(ok ? {} : { error: `The receiver answered HTTP ${res.status}` }),
      durationMs: durationMs(),
      requestBody,
      ...(res.text ? { responseBody: res.text.slice(0, responseBodyLimit) } : {}),
    };
  } catch (err) {
    const code = (err as { code?: string }).code;
    const error =
      code === 'TIMEOUT'
        ? `No answer within ${Math.round(timeoutMs / 1000)} s`
        : `Not reachable${code ? ` (${code})` : ''}`;
    return { ok: false, error, durationMs: durationMs(), requestBody };
  }
}
