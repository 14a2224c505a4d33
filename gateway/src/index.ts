export { buildGateway } from './app.ts';
export type { BuildOptions } from './app.ts';
export { resolveConfig, configFromEnv, clientVersion, clientVersionHeader, defaults } from './config.ts';
export type { GatewayConfig } from './config.ts';
export { upstreamFor, defaultUpstreams } from './lib/upstreams.ts';
export type { UpstreamTarget, UpstreamsConfig } from './lib/upstreams.ts';
export { precompressDir } from './lib/precompress.ts';
export { makePkcePair, challengeOf } from './lib/pkce.ts';
