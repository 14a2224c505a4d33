import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { parse } from 'yaml';
import { root } from './lib.ts';

t.test('docker-compose.yml parses and names the gateway and the fakes', async (t) => {
  const doc = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8')) as {
    services?: Record<string, { environment?: Record<string, string>; command?: string[] }>;
  };
  t.ok(doc.services, 'has services');
  t.same(Object.keys(doc.services ?? {}).sort(), ['fakes', 'gateway']);
  t.equal(
    doc.services?.gateway?.environment?.FAKES_URL,
    'http://fakes:4010',
    'the gateway reaches the fakes by service name',
  );
  t.match(doc.services?.gateway?.command?.join(' '), /gateway\/src\/server\.ts/);
  t.match(doc.services?.fakes?.command?.join(' '), /fakes\/src\/main\.ts/);
});
