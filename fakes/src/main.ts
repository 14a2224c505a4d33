import { buildFakes } from './server.ts';

const port = Number(process.env.FAKES_PORT ?? 4010);
const host = process.env.FAKES_HOST ?? '127.0.0.1';
const dbPath = process.env.FAKES_DB ?? ':memory:';

if (!Number.isInteger(port) || port < 0 || port > 65535)
  throw new Error(`FAKES_PORT must be a port number, not ${process.env.FAKES_PORT}`);

// FAKE_ACCESS_TTL is read by buildFakes itself
const app = buildFakes({ dbPath, logger: process.env.FAKES_LOG === '1' });

let closing = false;
async function close(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`fakes: ${signal}, closing`);
  // a stuck socket must not keep the process alive forever
  setTimeout(() => process.exit(1), 5000).unref();
  await app.close();
  process.exit(0);
}
process.on('SIGINT', () => void close('SIGINT'));
process.on('SIGTERM', () => void close('SIGTERM'));

const address = await app.listen({ port, host });
console.log(`fakes listening on ${address} (db ${dbPath}); upstream base ${address}/<brand>/<stage>`);
