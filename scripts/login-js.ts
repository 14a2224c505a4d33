/**
 * What /login loads: shared by `npm run bench` (prints it) and the size-budget test (fails above
 * the budget). Sizes are gzip level 9, as the build's .gz siblings.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface LoginJs {
  /** dist-relative paths of every counted file */
  files: string[];
  raw: number;
  gzip: number;
  /** the login route's lazily loaded chunk(s), found by name */
  lazy: string[];
}

const staticImport = /(?:^|[;\s}])(?:import|from)\s*["'](\.{1,2}\/[^"']+\.js)["']/g;

/** A chunk's static imports, followed transitively, as dist-relative paths (the chunk itself first). */
export function staticClosure(dist: string, entries: string[], seen = new Set<string>()): Set<string> {
  const visit = (url: string) => {
    const rel = url.replace(/^\//, '').split('?')[0] as string;
    if (seen.has(rel) || !existsSync(join(dist, rel))) return;
    seen.add(rel);
    const code = readFileSync(join(dist, rel), 'utf8');
    const dir = rel.slice(0, rel.lastIndexOf('/') + 1);
    for (const m of code.matchAll(staticImport)) {
      visit('/' + new URL(m[1] as string, `http://x/${dir}`).pathname.slice(1));
    }
  };
  for (const u of entries) visit(u);
  return seen;
}

export function gzipSize(dist: string, rel: string): number {
  return gzipSync(readFileSync(join(dist, rel)), { level: 9 }).length;
}

/**
 * The JavaScript /login needs: the module entry scripts and modulepreload links of index.html,
 * every chunk they import statically (followed through `import "./x.js"` / `from "./x.js"`), plus
 * the lazily loaded chunk of the login route when one is identifiable by name (assets/login-<hash>.js
 * or sign-in-<hash>.js) and its static imports. Shared chunks are counted once.
 */
export function loginJs(dist: string): LoginJs | undefined {
  const indexPath = join(dist, 'index.html');
  if (!existsSync(indexPath)) return undefined;
  const html = readFileSync(indexPath, 'utf8');
  const start = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) start.add(m[1] as string);
  for (const m of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) start.add(m[1] as string);
  const assets = join(dist, 'assets');
  const lazy = existsSync(assets)
    ? readdirSync(assets)
        // the chunk named after the route itself (login-<hash>.js), not login-history-<hash>.js
        .filter((f) => /^(?:login|sign-?in)-[\w-]{8}\.js$/i.test(f))
        .map((f) => `/assets/${f}`)
    : [];
  const seen = staticClosure(dist, [...start, ...lazy]);
  let raw = 0;
  let gzip = 0;
  for (const rel of seen) {
    raw += readFileSync(join(dist, rel)).length;
    gzip += gzipSize(dist, rel);
  }
  return { files: [...seen], raw, gzip, lazy };
}

const dynamicImport = /import\(\s*[`"'](\.{1,2}\/[^`"']+\.js)[`"']\s*\)/g;

export interface LazyChunk {
  /** dist-relative path of the lazily imported chunk */
  file: string;
  /** it and its static imports that /login has not loaded already */
  files: string[];
  gzip: number;
}

/**
 * Every chunk loaded later (a route, a language, the QR encoder, the chart): the dynamic imports
 * found in the /login files and, transitively, in the chunks they load. Each is measured as what a
 * visit adds: its static closure minus what /login already loaded.
 */
export function lazyChunks(dist: string, login: LoginJs): LazyChunk[] {
  const loaded = new Set(login.files);
  const found = new Map<string, LazyChunk>();
  const queue = [...login.files];
  while (queue.length) {
    const rel = queue.shift() as string;
    const code = readFileSync(join(dist, rel), 'utf8');
    const dir = rel.slice(0, rel.lastIndexOf('/') + 1);
    for (const m of code.matchAll(dynamicImport)) {
      const target = new URL(m[1] as string, `http://x/${dir}`).pathname.slice(1);
      if (loaded.has(target) || found.has(target) || !existsSync(join(dist, target))) continue;
      const files = [...staticClosure(dist, [target])].filter((f) => !loaded.has(f));
      found.set(target, { file: target, files, gzip: files.reduce((n, f) => n + gzipSize(dist, f), 0) });
      queue.push(...files);
    }
  }
  return [...found.values()].sort((a, b) => b.gzip - a.gzip);
}
