import type * as z from 'zod/mini';

/**
 * One upstream call, defined once. Web, gateway, fakes and the Pact tests all
 * read the same definition, so a schema change shows up everywhere at once.
 *
 * - `style: 'method'` is the method-in-query style: POST `/?method=<name>` with a JSON body.
 * - `style: 'rest'` is the RESTful style: `<httpMethod> <path>`; `{param}` segments are filled from `params`.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface CallDef<
  Req extends z.ZodMiniType = z.ZodMiniType,
  Res extends z.ZodMiniType = z.ZodMiniType,
  Path extends string = string,
  Multipart extends boolean = boolean,
> {
  /** Unique id: the method name for method style, `"<HTTP> <path>"` for REST. */
  readonly id: string;
  readonly style: 'method' | 'rest';
  readonly httpMethod: HttpMethod;
  /** Method-in-query name (method style only). */
  readonly method?: string;
  /** Path template relative to the upstream base (`/` for method style); its `{name}` segments type the call's `params`. */
  readonly path: Path;
  /** Spec 1 §6: a few calls are allowed without authentication. */
  readonly auth: 'none' | 'bearer';
  /** Money-moving calls need an Idempotency-Key at the gateway and are never retried upstream. */
  readonly movesMoney: boolean;
  /** Token-issuing calls are reachable only through the gateway's /session/* routes. */
  readonly tokenIssuing: boolean;
  /** Success answers with no body (204). */
  readonly noContent: boolean;
  /** The answer may hold accessToken/refreshToken: the gateway keeps them and never passes them on. */
  readonly carriesTokens: boolean;
  /** The answer is bytes (e.g. a PDF), not JSON. */
  readonly binary: boolean;
  /**
   * The request is multipart/form-data (a file upload): the client sends the FormData it is given as is;
   * `request` then describes the JSON of the form's `data` part.
   */
  readonly multipart: Multipart;
  readonly request: Req;
  readonly response: Res;
  /** Human summary for Pact descriptions and docs. */
  readonly summary: string;
}

interface Common<Req extends z.ZodMiniType, Res extends z.ZodMiniType, Multipart extends boolean> {
  summary: string;
  request: Req;
  response: Res;
  auth?: 'none' | 'bearer';
  movesMoney?: boolean;
  noContent?: boolean;
  tokenIssuing?: boolean;
  carriesTokens?: boolean;
  binary?: boolean;
  /** Kept as a literal type: a multipart call's input body is a FormData (client.ts `CallInputOf`). */
  multipart?: Multipart;
}

/** A pure constructor (the annotation lets a bundler drop a definition nothing uses). */
/* @__NO_SIDE_EFFECTS__ */
export function methodCall<Req extends z.ZodMiniType, Res extends z.ZodMiniType, Multipart extends boolean = false>(
  method: string,
  def: Common<Req, Res, Multipart>,
): CallDef<Req, Res, '/', Multipart> {
  return {
    id: method,
    style: 'method',
    httpMethod: 'POST',
    method,
    path: '/' as const,
    auth: def.auth ?? 'bearer',
    movesMoney: def.movesMoney ?? false,
    tokenIssuing: def.tokenIssuing ?? false,
    noContent: false,
    carriesTokens: def.carriesTokens ?? def.tokenIssuing ?? false,
    binary: def.binary ?? false,
    multipart: def.multipart ?? (false as Multipart),
    request: def.request,
    response: def.response,
    summary: def.summary,
  };
}

/* @__NO_SIDE_EFFECTS__ */
export function restCall<
  Req extends z.ZodMiniType,
  Res extends z.ZodMiniType,
  Path extends string,
  Multipart extends boolean = false,
>(httpMethod: HttpMethod, path: Path, def: Common<Req, Res, Multipart>): CallDef<Req, Res, Path, Multipart> {
  return {
    id: `${httpMethod} ${path}`,
    style: 'rest',
    httpMethod,
    path,
    auth: def.auth ?? 'bearer',
    movesMoney: def.movesMoney ?? false,
    tokenIssuing: def.tokenIssuing ?? false,
    noContent: def.noContent ?? false,
    carriesTokens: def.carriesTokens ?? def.tokenIssuing ?? false,
    binary: def.binary ?? false,
    multipart: def.multipart ?? (false as Multipart),
    request: def.request,
    response: def.response,
    summary: def.summary,
  };
}

/** Fills `{name}` segments of a REST path; every value is URI-encoded. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Turns a concrete path back into its template's params, or null when it does
 * not match. The fakes and the gateway use it to recognise calls.
 */
export function matchPath(template: string, path: string): Record<string, string> | null {
  const t = template.split('/');
  const p = path.split('/');
  if (t.length !== p.length) return null;
  const out: Record<string, string> = {};
  for (let i = 0; i < t.length; i++) {
    const seg = t[i] as string;
    const val = p[i] as string;
    const m = /^\{(\w+)\}$/.exec(seg);
    if (m) {
      if (val === '') return null;
      out[m[1] as string] = decodeURIComponent(val);
    } else if (seg !== val) return null;
  }
  return out;
}
