import websocket from '@fastify/websocket';
import fp from 'fastify-plugin';

export const websocketPlugin = fp(
  async (app) => {
    // 1 MiB per message, as for JSON bodies; the default preClose closes every socket on shutdown
    await app.register(websocket, { options: { maxPayload: 1024 * 1024 } });
  },
  { name: 'websocket' },
);
