import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import t from 'tap';
import { parse } from 'yaml';
import { root } from './lib.ts';

/** No Docker engine here: the file is checked as data (services, ports, depends_on, shared settings). */
interface Service {
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  networks?: string[] | Record<string, { ipv4_address?: string }>;
  volumes?: string[];
  healthcheck?: { test?: string[] };
  image?: string;
  profiles?: string[];
}

// compose resolves `<<: *gateway` merge keys; so must the parser
const doc = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), { merge: true }) as {
  services?: Record<string, Service>;
};
const all = doc.services ?? {};
/** What `docker compose up` starts: the services without a profile (the Pact Broker's need `--profile pact`). */
const services = Object.fromEntries(Object.entries(all).filter(([, s]) => !s.profiles?.length));
const svc = (name: string): Service => services[name] ?? {};
const gateways = ['gateway-1', 'gateway-2'];

t.test('docker-compose.yml: fakes, Redis, two gateways and a load balancer', async (t) => {
  t.same(Object.keys(services).sort(), ['fakes', 'gateway-1', 'gateway-2', 'lb', 'redis']);
  t.match(svc('fakes').command?.join(' '), /fakes\/src\/main\.ts/);
  t.match(svc('redis').command?.join(' '), /redis-server/);
  t.match(svc('lb').image, /^nginx:/);
  for (const g of gateways) t.match(svc(g).command?.join(' '), /gateway\/src\/server\.ts/, `${g} runs the gateway`);
});

t.test('one published port: the load balancer’s', async (t) => {
  const published = Object.entries(services).flatMap(([name, s]) => (s.ports ?? []).map((p) => `${name} ${p}`));
  t.same(published, ['lb 8080:80']);
});

t.test('depends_on: gateways wait for healthy fakes and Redis, the balancer for healthy gateways', async (t) => {
  for (const g of gateways) {
    t.same(svc(g).depends_on, { fakes: { condition: 'service_healthy' }, redis: { condition: 'service_healthy' } }, g);
  }
  t.same(svc('lb').depends_on, {
    'gateway-1': { condition: 'service_healthy' },
    'gateway-2': { condition: 'service_healthy' },
  });
  for (const name of ['fakes', 'redis', ...gateways]) t.ok(svc(name).healthcheck, `${name} has a healthcheck`);
});

t.test('the gateways share what makes them interchangeable', async (t) => {
  const [e1, e2] = gateways.map((g) => svc(g).environment ?? {}) as [Record<string, string>, Record<string, string>];
  t.same(e1, e2, 'the same settings');
  t.equal(e1.REDIS_URL, 'redis://redis:6379', 'one Redis: sessions, keys, counts, events');
  t.equal(e1.FAKES_URL, 'http://fakes:4010', 'the fakes by service name');
  t.match(e1.SESSION_SECRET, /^\$\{SESSION_SECRET:\?/, 'one SESSION_SECRET, required (no secret in the repo)');
  const lbNet = svc('lb').networks as Record<string, { ipv4_address?: string }>;
  t.equal(e1.TRUSTED_PROXIES, lbNet.app?.ipv4_address, 'only the balancer’s X-Forwarded-For is believed');
});

t.test('deploy/nginx.conf balances over both gateways and passes websockets and the host', async (t) => {
  t.ok(
    svc('lb').volumes?.some((v) => v.startsWith('./deploy/nginx.conf:')),
    'mounted',
  );
  const conf = readFileSync(join(root, 'deploy', 'nginx.conf'), 'utf8');
  const port = svc('gateway-1').environment?.PORT;
  for (const g of gateways) t.match(conf, new RegExp(`server ${g}:${port}\\b`), `upstream ${g}:${port}`);
  t.match(conf, /listen 80;/, 'listens on the published container port');
  t.match(conf, /proxy_set_header Upgrade \$http_upgrade;/);
  t.match(conf, /proxy_set_header Connection \$connection_upgrade;/);
  t.match(conf, /proxy_set_header Host \$http_host;/, 'host and port kept: brand and same-origin check');
  t.match(conf, /proxy_set_header X-Forwarded-For \$remote_addr;/);
  t.notMatch(conf, /non_idempotent/, 'a POST is never sent to a second gateway');
});

t.test('the Pact Broker: the official image with its own Postgres, only with the pact profile', async (t) => {
  const broker = all['pact-broker'] ?? {};
  const db = all['pact-broker-db'] ?? {};
  t.match(broker.image, /^pactfoundation\/pact-broker:\d/, 'the official image, pinned');
  t.match(db.image, /^postgres:\d/);
  t.same(broker.profiles, ['pact']);
  t.same(db.profiles, ['pact']);
  t.same(broker.ports, ['9292:9292'], 'published on 9292');
  t.same(db.ports, undefined, 'the database publishes no port');
  t.same(broker.depends_on, { 'pact-broker-db': { condition: 'service_healthy' } });
  const env = broker.environment ?? {};
  const dbEnv = db.environment ?? {};
  t.equal(env.PACT_BROKER_PORT, '9292');
  const dbUrl = /^postgres:\/\/([^:]+):([^@]+)@([^/]+)\/(.+)$/.exec(env.PACT_BROKER_DATABASE_URL ?? '');
  t.ok(dbUrl, 'PACT_BROKER_DATABASE_URL is a postgres URL');
  t.equal(dbUrl?.[1], dbEnv.POSTGRES_USER, 'its user');
  t.equal(dbUrl?.[2], dbEnv.POSTGRES_PASSWORD, 'its password (the same variable)');
  t.equal(dbUrl?.[3], 'pact-broker-db', 'the database service by name');
  t.equal(dbUrl?.[4], dbEnv.POSTGRES_DB, 'its database');
  t.match(broker.healthcheck?.test?.join(' '), /9292\/diagnostic\/status\/heartbeat/, 'the broker has a healthcheck');
  t.match(db.healthcheck?.test?.join(' '), /pg_isready/, 'the database has a healthcheck');
  t.ok(
    db.volumes?.some((v) => v.startsWith('pact-broker-db:')),
    'the database keeps its data in a volume',
  );
  t.notOk(broker.networks ?? db.networks, 'neither joins the app network');
});
