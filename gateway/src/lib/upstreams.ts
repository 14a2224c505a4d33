import { z } from 'zod';
import upstreamsFile from '../../config/upstreams.json' with { type: 'json' };

const envEntry = z.object({
  base: z.string().min(1),
  defaultStage: z.number().int().min(1).max(15),
  helpdeskBase: z.string().min(1),
  /** the contracts service (spec 3 §7 "Contracts service"): the gateway's third upstream */
  contractsBase: z.string().min(1),
  /** the analytics collector (spec 3 §7 "recorded via its own host"); absent: analytics is off, batches dropped */
  analyticsBase: z.string().min(1).optional(),
  realtimePath: z.string().startsWith('/'),
  hostMap: z.record(z.string(), z.string()).default({}),
});
export type UpstreamEnv = z.infer<typeof envEntry>;

export const upstreamsConfig = z.object({
  _comment: z.string().optional(),
  envs: z.record(z.string(), envEntry),
});
export type UpstreamsConfig = z.infer<typeof upstreamsConfig>;

/** The one config file, validated at load so a typo fails at start and not on the first request. */
export const defaultUpstreams: UpstreamsConfig = upstreamsConfig.parse(upstreamsFile);

export interface UpstreamTarget {
  /** Base of both API styles, no trailing slash. */
  base: string;
  /** ws:// or wss:// address of the realtime channel. */
  realtimeUrl: string;
  /** Base of the help-desk service, no trailing slash. */
  helpdeskBase: string;
  /** Base of the contracts service (revenue-split contracts), no trailing slash. */
  contractsBase: string;
  /** Base of the analytics collector, no trailing slash; null when the environment has none. */
  analyticsBase: string | null;
}

export interface UpstreamOptions {
  config?: UpstreamsConfig;
  /** Value of ${FAKES_URL} in templates. */
  fakesUrl?: string;
}

function fill(template: string, vars: Record<string, string>): string {
  return template
    .replace(/\$\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
    .replace(/\{(\w+)\}/g, (_, name: string) => vars[name] ?? '')
    .replace(/\/+$/, '');
}

export function envConfig(env: string, config: UpstreamsConfig = defaultUpstreams): UpstreamEnv {
  const entry = config.envs[env];
  if (!entry) throw new Error(`unknown UPSTREAM_ENV "${env}" (known: ${Object.keys(config.envs).join(', ')})`);
  return entry;
}

/** Upstream address = f(env, brand, stage); pure: everything comes from its arguments. */
export function upstreamFor(env: string, brand: string, stage: number, options: UpstreamOptions = {}): UpstreamTarget {
  const entry = envConfig(env, options.config);
  const vars = {
    FAKES_URL: (options.fakesUrl ?? 'http://127.0.0.1:4010').replace(/\/+$/, ''),
    brand,
    stage: String(stage),
  };
  const base = fill(entry.base, vars);
  return {
    base,
    realtimeUrl: base.replace(/^http/, 'ws') + entry.realtimePath,
    helpdeskBase: fill(entry.helpdeskBase, vars),
    contractsBase: fill(entry.contractsBase, vars),
    analyticsBase: entry.analyticsBase ? fill(entry.analyticsBase, vars) : null,
  };
}
