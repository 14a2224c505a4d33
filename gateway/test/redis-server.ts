import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { Redis } from 'ioredis';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const addr = s.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/**
 * A real redis-server for a test: on a free loopback port, nothing written to disk (`--save ''
 * --appendonly no`). Resolves once it answers PING. `.ci/run` installs redis-server when it is missing.
 */
export async function startRedis(): Promise<{ url: string; proc: ChildProcess }> {
  const port = await freePort();
  const proc = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  let spawnError: Error | undefined;
  proc.on('error', (err) => {
    spawnError = err;
  });
  const url = `redis://127.0.0.1:${port}`;
  const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    if (spawnError) {
      throw new Error(
        `cannot start redis-server (${spawnError.message}): install it, e.g. apt-get install redis-server`,
      );
    }
    try {
      await probe.connect();
      await probe.ping();
      probe.disconnect();
      return { url, proc };
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  proc.kill();
  throw new Error('redis-server did not start');
}
