/** Replaced at build time (web/vite.config.ts `define`): whether this build carries the QA tools, and its id. */
declare const __QA_TOOLS__: boolean;
declare const __BUILD_ID__: string;
