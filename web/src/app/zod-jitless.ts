/**
 * The CSP has no 'unsafe-eval': zod must not probe `new Function` for its JIT (each probe is a CSP violation the
 * browser reports: Lighthouse's best-practices "inspector issues"; the answers are small, the interpreter is fast
 * enough). Imported first by main.tsx, so it runs before any schema is built.
 *
 * Without importing zod: /login's first script has none (web README "Loading fast"; the schemas come with the first
 * request). zod keeps its global config on `globalThis.__zod_globalConfig` and takes one that is already there
 * (zod/v4/core core.js), so both copies of zod's core (mini's and the classic API's, web/vite.config.ts) read this
 * switch. zod-jitless.test.ts fails when a zod version reads it elsewhere.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
