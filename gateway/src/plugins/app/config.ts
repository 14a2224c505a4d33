import fp from 'fastify-plugin';
import type { GatewayConfig } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: GatewayConfig;
  }
}

export const configPlugin = fp<{ config: GatewayConfig }>(
  async (app, opts) => {
    app.decorate('config', opts.config);
  },
  { name: 'config' },
);
