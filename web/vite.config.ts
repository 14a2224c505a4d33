import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { type Plugin, defineConfig } from 'vite';

/** version.json names the build: an open tab polls it and offers a reload when it changes (spec 1 §4: the app checks for updates every 60 seconds). */
/** This build's id: version.json's (the new-build check) and the QA badge's. */
const buildId = process.env.BUILD_ID ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

/**
 * The QA tools (the environment badge, gateway README "QA tools") are in every build but the production one:
 * `APP_ENV=production` makes `__QA_TOOLS__` false, and the bundler drops the badge's chunk and its import
 * (scripts/size-budget.test.ts reads the production bundle and finds none of it).
 */
const qaTools = process.env.APP_ENV !== 'production';

function buildVersion(): Plugin {
  const version = buildId;
  return {
    name: 'build-version',
    apply: 'build',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'version.json', source: JSON.stringify({ version }) });
    },
  };
}

/**
 * zod's classic API gets a copy of zod's core of its own. /login validates with zod/mini (contracts/src/envelope.ts)
 * and the later screens' contracts with the classic API, which is built on the same core modules; one copy would keep
 * in /login's zod chunk every part of the core the classic API uses (a module is not split between chunks): ~18 KiB
 * gzipped more. Two copies are safe: zod's global config (the jitless switch) and registries live on globalThis,
 * and its instanceof checks go by trait names, not by constructor identity.
 */
function zodClassicCore(): Plugin {
  const tag = '?zod-classic';
  const zodCore = /node_modules[\\/]zod[\\/]v4[\\/](core|locales)[\\/]/;
  const classic = /node_modules[\\/]zod[\\/]v4[\\/]classic[\\/]/;
  return {
    name: 'zod-classic-core',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !source.startsWith('.') || !(classic.test(importer) || importer.endsWith(tag))) return null;
      const resolved = await this.resolve(source, importer.replace(tag, ''), { ...options, skipSelf: true });
      if (!resolved || !zodCore.test(resolved.id)) return resolved;
      return { ...resolved, id: resolved.id + tag };
    },
    load(id) {
      return id.endsWith(tag) ? readFileSync(id.slice(0, -tag.length), 'utf8') : null;
    },
  };
}

/**
 * What /login runs, in one chunk: the modules the entry and the login page import statically (found when the module
 * graph is complete, before the chunks are made). Left to itself the bundler splits them by which later routes share
 * them: two dozen small files, each gzipped on its own (~10 KiB more than one file), and the login page a second
 * round trip after the entry. Later routes import what they share from this chunk. A barrel (an index.ts of
 * re-exports: shared/ui, shared/api, shared/lib, @app/contracts, ...) is followed only by the names its importers
 * take: the modules behind its other names are the later routes' (web/package.json marks the app's modules free of
 * side effects, but those that wire units at their top level, so the start chunk does not load them to run them).
 * CSS imports are in it (empty: the one stylesheet holds the CSS); left out, the bundler put one in a layout's chunk,
 * which the start chunk then loaded. Not in it: the entry itself (so index.html keeps its script), what a barrel
 * reaches that /login never runs (the other languages), and every module that builds zod schemas or farfetched units, or imports one that does
 * (through anything but a barrel: a barrel's unused re-exports cost nothing): /login builds none at start (the
 * customer context's and the session start's queries, the session surface's and the realtime messages' schemas are
 * chunks loaded with their first request; web README "Loading fast"), and in the start chunk they would be loaded by
 * /login for the later routes that use them. Left out, each goes where the bundler puts it: a chunk of the routes
 * that import it. A module /login did use would still load (a chunk more), never break the start.
 */
/** A module of re-exports only (`export … from`, comments): what it reaches is used only by name, never run for it. */
function isBarrel(id: string): boolean {
  if (!/[\\/](src|contracts|locales)[\\/].*index\.ts$/.test(id) || id.includes('node_modules')) return false;
  const code = readFileSync(id, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
  return code
    .split(/;\s*/)
    .every((st) => st.trim() === '' || /^\s*export\s+(type\s+)?(\{[^}]*\}|\*)\s+from\s+['"][^'"]+['"]\s*$/.test(st));
}

function startChunk() {
  let members = new Set<string>();
  let later = new Set<string>();
  const loginPage = /[\\/]src[\\/]pages[\\/]login[\\/]index\.ts$/;
  const plugin: Plugin = {
    name: 'start-chunk',
    apply: 'build',
    async buildEnd() {
      const seen = new Set<string>();
      const resolved = new Map<string, string | undefined>();
      const resolve = async (spec: string, importer: string) => {
        const key = `${importer}\0${spec}`;
        if (!resolved.has(key)) resolved.set(key, (await this.resolve(spec, importer))?.id);
        return resolved.get(key);
      };
      // A barrel is followed only by the names taken from it (web README "Loading fast"): its other re-exports are
      // left to the routes that use them (the modules are marked free of side effects, web/package.json).
      const taken = new Map<string, Set<string>>();
      const visitBarrel = async (id: string, names: Set<string> | 'all'): Promise<void> => {
        seen.add(id);
        if (names === 'all') {
          taken.set(id, new Set(['*']));
          for (const imported of this.getModuleInfo(id)?.importedIds ?? []) await visit(imported);
          return;
        }
        const had = taken.get(id) ?? new Set<string>();
        if (had.has('*')) return;
        const wanted = [...names].filter((n) => !had.has(n));
        if (wanted.length === 0) return;
        taken.set(id, new Set([...had, ...wanted]));
        const code = readFileSync(id, 'utf8')
          .replace(/\/\*[\s\S]*?\*\//g, '')
          .replace(/^\s*\/\/.*$/gm, '');
        const left = new Set(wanted);
        const stars: string[] = [];
        for (const m of code.matchAll(/export\s+(type\s+)?(\{[^}]*\}|\*)\s+from\s+['"]([^'"]+)['"]/g)) {
          if (m[1]) continue;
          if (m[2] === '*') {
            stars.push(m[3] as string);
            continue;
          }
          const target = await resolve(m[3] as string, id);
          if (!target) continue;
          const from = new Set<string>();
          for (const item of (m[2] as string).slice(1, -1).split(',')) {
            const [local, exported = local] = item.trim().split(/\s+as\s+/);
            if (!local || local.startsWith('type ')) continue;
            if (left.delete(exported!.trim())) from.add(local.trim());
          }
          if (from.size > 0) await (isBarrel(target) ? visitBarrel(target, from) : visit(target));
        }
        for (const spec of stars) {
          const target = await resolve(spec, id);
          if (!target || left.size === 0) continue;
          if (isBarrel(target)) await visitBarrel(target, left);
          else if ((this.getModuleInfo(target)?.exports ?? []).some((n) => left.has(n))) await visit(target);
        }
      };
      const visit = async (id: string): Promise<void> => {
        if (seen.has(id)) return;
        seen.add(id);
        const info = this.getModuleInfo(id);
        if (!info) return;
        const fromBarrels = new Map<string, Set<string> | 'all'>();
        if (info.code && !id.includes('node_modules')) {
          const imports =
            /(?:import|export)\s*([\w$]+\s*,?\s*)?(\{[^}]*\}|\*(?:\s*as\s+[\w$]+)?)?\s*from\s*['"]([^'"]+)['"]/g;
          for (const m of info.code.matchAll(imports)) {
            const target = await resolve(m[3] as string, id);
            if (!target || !isBarrel(target)) continue;
            const list = m[2]?.startsWith('{') ? m[2] : undefined;
            const names = fromBarrels.get(target) ?? new Set<string>();
            if (m[1] || !list || names === 'all') {
              fromBarrels.set(target, 'all'); // a default or namespace import: every name
              continue;
            }
            for (const item of list.slice(1, -1).split(',')) {
              const local = item
                .trim()
                .split(/\s+as\s+/)[0]
                ?.trim();
              if (local && !local.startsWith('type ')) names.add(local);
            }
            fromBarrels.set(target, names);
          }
        }
        for (const imported of info.importedIds) {
          if (!isBarrel(imported)) await visit(imported);
          else await visitBarrel(imported, fromBarrels.get(imported) ?? 'all');
        }
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry || loginPage.test(id)) await visit(id);
      // builds schemas or data-primitive units: zod, farfetched, and (transitively) what imports them, barrels aside
      const library = /node_modules[\\/](zod|@farfetched)[\\/]/;
      const heavy = new Map<string, boolean>();
      const isHeavy = (id: string): boolean => {
        const known = heavy.get(id);
        if (known !== undefined) return known;
        heavy.set(id, false); // an import cycle counts as light until shown otherwise
        const imported = this.getModuleInfo(id)?.importedIds ?? [];
        const result = library.test(id) || (!isBarrel(id) && imported.some(isHeavy));
        heavy.set(id, result);
        return result;
      };
      const light = (id: string) => !/locales[\\/]src[\\/](?!en-start|load|index)\w+\.ts$/.test(id) && !isHeavy(id);
      members = new Set([...seen].filter(light));
      // what every name of those barrels reaches (the start chunk's modules before they were followed by name):
      // the later routes' shared code, one chunk loaded once (not two dozen small ones, each gzipped on its own)
      const reached = new Set<string>();
      const reach = (id: string) => {
        if (reached.has(id)) return;
        reached.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) reach(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry || loginPage.test(id)) reach(id);
      later = new Set(
        [...reached].filter(
          (id) =>
            !members.has(id) &&
            light(id) &&
            /[\\/](web[\\/]src[\\/]shared|contracts[\\/]src)[\\/][^?]*\.tsx?$/.test(id),
        ),
      );
    },
  };
  const excluded = /\.html($|\?)|[\\/]src[\\/]app[\\/]main\.tsx$/;
  return {
    plugin,
    test: (id: string) => members.has(id) && !excluded.test(id),
    later: (id: string) => later.has(id) && !excluded.test(id),
  };
}
const start = startChunk();

/**
 * A `<link rel="modulepreload">` in index.html for the login page's chunk: the router loads each page lazily, and the
 * login page's chunk (a few bytes: its code is in the start chunk) would otherwise be asked for only once the start
 * chunk has run, one round trip more before /login paints. Every address gets the hint; it costs next to nothing.
 */
function preloadLoginPage(): Plugin {
  const loginPage = /[\\/]src[\\/]pages[\\/]login[\\/]index\.ts$/;
  /*
   * A signed-in start loads, after the start chunk has run, the main layout, the customer context's calls, the whole
   * of en and its page: preloaded with the start chunk instead (web README "Loading fast"). The gateway, which knows
   * the session and the address when it renders index.html, turns the signed-in lists (`<!--preload signed-in: ...-->`,
   * `<!--preload signed-in /home: ...-->`, file names) into preload links for a signed-in page (of that address) and
   * drops /login's (`<!--preload signed-out-->...<!--/preload-->`) there; a page not signed in keeps only /login's.
   * Those chunks only, not what they import (verification, data, zod, zod classic, ...): preloaded too, they took
   * the simulated mobile network's bandwidth from the start chunk (Lighthouse /home FCP 2.5 -> 2.7 s).
   */
  const signedIn = [
    /[\\/]src[\\/]widgets[\\/]layouts[\\/]ui[\\/]main-layout\.tsx$/,
    /[\\/]src[\\/]entities[\\/]customer[\\/]context-calls\.ts$/,
    /[\\/]locales[\\/]src[\\/]en\.ts$/,
  ];
  const signedInPages: Record<string, RegExp> = { '/home': /[\\/]src[\\/]pages[\\/]home[\\/]index\.ts$/ };
  return {
    name: 'preload-login-page',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter((c) => c.type === 'chunk');
        const chunk = chunks.find((c) => c.isDynamicEntry && loginPage.test(c.facadeModuleId ?? ''));
        if (!chunk) return html;
        const files = (tests: RegExp[]) =>
          chunks
            .filter((c) => c.isDynamicEntry && tests.some((t) => t.test(c.facadeModuleId ?? '')))
            .map((c) => c.fileName);
        const list = (names: string[]) => names.map((f) => `/${f}`).join(' ');
        const common = files(signedIn);
        const pages = Object.entries(signedInPages).map(
          ([path, test]) => `<!--preload signed-in ${path}: ${list(files([test]))}-->`,
        );
        const login = `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`;
        return html.replace(
          '</head>',
          () =>
            `<!--preload signed-out-->${login}<!--/preload--><!--preload signed-in: ${list(common)}-->${pages.join('')}</head>`,
        );
      },
    },
  };
}

/** The browser talks only to the gateway; in dev Vite stands in front of it and forwards its surface. */
const gateway = process.env.GATEWAY_URL ?? 'http://127.0.0.1:8080';
const root = fileURLToPath(new URL('.', import.meta.url));

// changeOrigin stays false: the gateway resolves the brand from the Host header and
// checks Origin on state-changing requests, both of which must be the dev server's own.
const forward = { target: gateway, changeOrigin: false };

export default defineConfig({
  root,
  plugins: [react(), buildVersion(), zodClassicCore(), start.plugin, preloadLoginPage()],
  define: { __QA_TOOLS__: JSON.stringify(qaTools), __BUILD_ID__: JSON.stringify(buildId) },
  resolve: {
    // The repo root holds React 18 for the test reporter; the web app must use its own React 19 only.
    dedupe: ['react', 'react-dom'],
  },
  server: {
    host: '127.0.0.1',
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    strictPort: true,
    proxy: {
      '/session': forward,
      '/api': forward,
      '/helpdesk': forward,
      '/healthz': forward,
      '/realtime': { ...forward, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // every browser of es2022 supports <link rel="modulepreload">: no polyfill in the entry chunk.
    // index.html keeps its preload links (the start chunk, /login's page; the gateway's signed-in lists), but a lazy
    // import no longer appends a link per dependency: Vite's preload helper looked each one up in the document and
    // added it on every import() the start makes (40-55 ms of main thread at Lighthouse's 4x per load, in tasks
    // already over 50 ms). Lighthouse mobile /home, 3 alternated pairs on production builds: performance 0.87-0.94
    // -> 0.97-0.98, TBT 250-420 -> 100-160 ms; /login unchanged (web README "Loading fast"). The cost: a later
    // route's chunks load by their imports, one level after another, instead of all at once.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // one stylesheet (~4 KiB gzipped, every route's): one render-blocking request instead of five small ones
    cssCodeSplit: false,
    rollupOptions: {
      // The message trees of locales have no side effects: en.ts spreads en-start.ts, and a spread could run a
      // getter, so without this every import of @app/locales would keep the whole en in /login's chunks.
      // The data primitive's modules (shared/api query.ts, keyed-mutation.ts, money-upload.ts) and @farfetched/core
      // (its package.json does not say) only declare at their top level (the library also builds a few effector units
      // its functions use): /login's start imports the shared/api barrel, which imports them; marked as they are, the
      // start chunk does not load their chunk and the library only to run their imports (web README "Loading fast").
      // A module with samples or units of its own at the top level must not be listed here.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]locales[\\/]src[\\/]\w+\.ts$/.test(id) &&
          !/node_modules[\\/]@farfetched[\\/]|[\\/]shared[\\/]api[\\/](query|keyed-mutation|money-upload)\.ts$/.test(
            id,
          ),
      },
      output: {
        // zod's core and mini in one chunk, loaded with the first schema (not by /login's start); its JIT is off
        // before any zod module runs (src/app/zod-jitless.ts, first in the start chunk, sets zod's global config).
        // The en texts of /login (locales/src/en-start.ts) in a chunk of their own: otherwise they are merged into
        // the chunk of the whole en, which /login would then load (it fetches the rest with the next screen).
        codeSplitting: {
          // a group holds only what its test names: otherwise the start group would take in, through the barrels,
          // every language and every contract (web/e2e checks that start-up still runs in order)
          includeDependenciesRecursively: false,
          groups: [
            // core and mini only: the session surface and the first screens validate with zod/mini
            // (contracts/src/envelope.ts); the classic API, a chunk of its own, comes with the first screen whose
            // contracts use it
            {
              name: 'zod',
              test: /node_modules[\\/]zod[\\/](v4[\\/](core|mini)|mini)[\\/][^?]*$/,
              priority: 4,
            },
            { name: 'zod-classic', test: /node_modules[\\/]zod[\\/]/, priority: 3 },
            // the data primitive (shared/api query.ts) and its library: not /login's, loaded once with the first
            // request of a signed-in session (the customer context's), like zod; one chunk the size budget can name
            { name: 'data', test: /node_modules[\\/]@farfetched[\\/]|[\\/]shared[\\/]api[\\/]query\.ts$/, priority: 3 },
            { name: 'start', test: start.test, priority: 2 },
            // what the shared index files reach beyond /login's names (the kit's loaders, the dialogs, the money and
            // date rules, ...): /login loaded it all before; now the first later screen that uses any of it does, once
            { name: 'start-later', test: start.later, priority: 2 },
            { name: 'en-start', test: /locales[\\/]src[\\/]en-start/, priority: 1 },
          ],
        },
      },
    },
  },
});
