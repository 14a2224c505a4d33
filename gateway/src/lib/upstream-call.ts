import { Readable } from 'node:stream';
import type { Dispatcher } from 'undici';

/** What to do with an upstream answer's body, decided once its status and headers are known. */
export type BodyMode =
  /** keep the whole body in memory (an answer that is checked, stripped or stored) */
  | 'buffer'
  /** hand it on as a stream while it arrives (files, HEAD) */
  | 'stream'
  /** read and drop it (a 401 about to be retried) */
  | 'dump';

export interface UpstreamResponse {
  statusCode: number;
  /** lower-cased names; a repeated header (set-cookie) is an array */
  headers: Record<string, string | string[]>;
  /** `buffer` mode: the whole body */
  body?: Buffer;
  /** `stream` mode: the body as it arrives, with backpressure on the upstream connection */
  stream?: Readable;
}

export interface UpstreamCallOptions {
  origin: string;
  /** path and query, starting with `/` */
  path: string;
  method: Dispatcher.HttpMethod;
  headers: Record<string, string>;
  body: Buffer | undefined;
}

const emptyBody = Buffer.alloc(0);

/** Characters a WHATWG URL leaves as they are in a query (special scheme): printable ASCII but `"#'<>`. */
const plainQuery = /^[\x21\x24-\x26\x28-\x3b\x3d\x3f-\x7e]*$/;
const baseParts = new Map<string, { origin: string; prefix: string }>();

/**
 * Origin and request path of an upstream call, exactly as `new URL(base + path + search)` would give them
 * (what undici's `request(url)` did): `path` is already normalised by resolveDots, the base once per upstream,
 * and a query with a character the URL parser would percent-encode goes through the parser itself.
 */
export function upstreamPath(base: string, path: string, search: string): { origin: string; path: string } {
  let parts = baseParts.get(base);
  if (!parts) {
    const u = new URL(base);
    parts = { origin: u.origin, prefix: u.pathname === '/' ? '' : u.pathname };
    if (baseParts.size < 1024) baseParts.set(base, parts);
  }
  // an empty query (`?` alone) is dropped by the URL parser
  if (plainQuery.test(search))
    return { origin: parts.origin, path: `${parts.prefix}${path}${search === '?' ? '' : search}` };
  const u = new URL(`${base}${path}${search}`);
  return { origin: u.origin, path: `${u.pathname}${u.search}` };
}

/**
 * One upstream call through undici's `dispatch` with a plain handler, instead of `request()`: no Readable,
 * no async resource and no body mixin per answer when the body is buffered anyway (the common case: a JSON
 * answer is checked before the browser sees it). Timeouts and a body shorter than its Content-Length are
 * undici's own errors (the Agent's headersTimeout/bodyTimeout; ResponseContentLengthMismatch), which reject
 * the promise (`buffer`, `dump`) or destroy the stream (`stream`) exactly as with `request()`.
 */
export function callUpstream<C>(
  dispatcher: Dispatcher,
  opts: UpstreamCallOptions,
  mode: (context: C, statusCode: number, headers: UpstreamResponse['headers']) => BodyMode,
  context: C,
): Promise<UpstreamResponse> {
  return new Promise((resolve, reject) => {
    dispatcher.dispatch(opts, new CallHandler(mode, context, resolve, reject));
  });
}

class CallHandler<C> implements Dispatcher.DispatchHandler {
  private res: UpstreamResponse | undefined;
  private chunks: Buffer[] | undefined;
  private stream: Readable | undefined;
  private settled = false;

  constructor(
    private readonly mode: (context: C, statusCode: number, headers: UpstreamResponse['headers']) => BodyMode,
    private readonly context: C,
    private readonly resolve: (res: UpstreamResponse) => void,
    private readonly reject: (err: Error) => void,
  ) {}

  /** (undici takes a handler for the current API by this method) */
  onRequestStart(): void {}

  onResponseStart(
    controller: Dispatcher.DispatchController,
    statusCode: number,
    headers: Record<string, string | string[] | undefined>,
  ): void {
    // 1xx (100 Continue, 103 Early Hints): the final answer follows
    if (statusCode < 200) return;
    const res: UpstreamResponse = { statusCode, headers: headers as UpstreamResponse['headers'] };
    this.res = res;
    const mode = this.mode(this.context, statusCode, res.headers);
    if (mode === 'buffer') {
      this.chunks = [];
      return;
    }
    if (mode === 'dump') return;
    let ended = false;
    const stream = new Readable({
      read: () => controller.resume(),
      destroy: (err, cb) => {
        // the browser went away (or the relay failed): stop the upstream answer too
        if (!ended) controller.abort(err ?? new Error('relay closed'));
        cb(err);
      },
    });
    stream.once('end', () => {
      ended = true;
    });
    this.stream = stream;
    res.stream = stream;
    this.settle();
  }

  onResponseData(controller: Dispatcher.DispatchController, chunk: Buffer): void {
    if (this.chunks) this.chunks.push(chunk);
    else if (this.stream && !this.stream.push(chunk)) controller.pause();
  }

  onResponseEnd(): void {
    if (this.stream) {
      this.stream.push(null);
      return;
    }
    const res = this.res as UpstreamResponse;
    const chunks = this.chunks;
    if (chunks) {
      res.body = chunks.length === 1 ? (chunks[0] as Buffer) : chunks.length > 1 ? Buffer.concat(chunks) : emptyBody;
    }
    this.settle();
  }

  onResponseError(_controller: Dispatcher.DispatchController, err: Error): void {
    if (!this.settled) {
      this.settled = true;
      this.reject(err);
    } else if (this.stream && !this.stream.destroyed) {
      this.stream.destroy(err);
    }
  }

  private settle(): void {
    if (this.settled) return;
    this.settled = true;
    this.resolve(this.res as UpstreamResponse);
  }
}
