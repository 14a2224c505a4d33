import { config } from 'zod/mini';

// The CSP has no 'unsafe-eval': zod must not probe `new Function` for its JIT (each probe is a CSP
// violation the browser reports: Lighthouse's best-practices "inspector issues"; the answers are
// small, the interpreter is fast enough). Imported first by main.tsx; vite.config.ts puts it in zod's own
// chunk, so it runs before any schema is built.
config({ jitless: true });
