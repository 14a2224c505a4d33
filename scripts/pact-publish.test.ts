/**
 * `npm run pact:publish` against a local HTTP server that plays the Pact Broker (no Docker engine here): the requests
 * are checked against the broker's documented `POST /contracts/publish` (pact_broker doc "Publish Contracts":
 * pacticipantName, pacticipantVersionNumber, branch, tags, buildUrl, contracts of consumerName, providerName,
 * specification "pact", contentType "application/json", content = the pact base64-encoded), one per consumer.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { root, runQuiet } from './lib.ts';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A broker that records each request and answers with `answer` (default 200 with a notice). */
async function fakeBroker(
  answer: (n: number) => { status: number; body: unknown } = () => ({
    status: 200,
    body: { notices: [{ level: 'info', text: 'Pact published' }] },
  }),
) {
  const seen: Seen[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const a = answer(seen.length);
      res.writeHead(a.status, { 'content-type': 'application/hal+json' });
      res.end(JSON.stringify(a.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const url = `http://127.0.0.1:${address && typeof address === 'object' ? address.port : 0}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The script as a child process; PACT_BROKER_* of this environment are blanked (the script reads '' as unset). */
const publish = (args: string[], env: Record<string, string> = {}) =>
  runQuiet(process.execPath, ['--import', 'tsx', 'scripts/pact-publish.ts', ...args], {
    PACT_BROKER_BASE_URL: '',
    PACT_BROKER_TOKEN: '',
    PACT_BROKER_USERNAME: '',
    PACT_BROKER_PASSWORD: '',
    ...env,
  });

/** Three pact files of two consumers, in a directory of their own. */
function pactDir(t: { teardown: (fn: () => void) => void }): { dir: string; files: Record<string, string> } {
  const dir = mkdtempSync(join(tmpdir(), 'pact-publish-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  const pact = (consumer: string, provider: string) =>
    `${JSON.stringify({
      consumer: { name: consumer },
      provider: { name: provider },
      interactions: [{ description: `${consumer} → ${provider}`, request: { method: 'GET', path: '/x' } }],
      metadata: { pactSpecification: { version: '4.0' } },
    })}\n`;
  const files: Record<string, string> = {
    'payments-web-payments-api.json': pact('payments-web', 'payments-api'),
    'payments-web-payments-api-realtime.json': pact('payments-web', 'payments-api-realtime'),
    'payments-gateway-helpdesk.json': pact('payments-gateway', 'helpdesk'),
  };
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  return { dir, files };
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();

interface PublishBody {
  pacticipantName: string;
  pacticipantVersionNumber: string;
  branch?: string;
  tags?: string[];
  buildUrl?: string;
  contracts: {
    consumerName: string;
    providerName: string;
    specification: string;
    contentType: string;
    content: string;
  }[];
}

t.test('one POST /contracts/publish per consumer, with the git commit, the branch and each pact base64', async (t) => {
  const broker = await fakeBroker();
  t.teardown(broker.close);
  const { dir, files } = pactDir(t);
  const { code, out } = await publish(
    ['--broker-url', `${broker.url}/`, '--pact-dir', dir, '--tag', 'main', '--build-url', 'https://ci.test/b/1'],
    { PACT_BROKER_TOKEN: 'broker-token-1' },
  );
  t.equal(code, 0, 'exit 0', code === 0 ? {} : { out });
  t.equal(broker.seen.length, 2, 'one request per consumer');
  const version = git('rev-parse', 'HEAD');
  const branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  t.match(version, /^[0-9a-f]{40}$/);
  const byConsumer = new Map(broker.seen.map((s) => [(JSON.parse(s.body) as PublishBody).pacticipantName, s]));
  t.same([...byConsumer.keys()].sort(), ['payments-gateway', 'payments-web']);
  for (const [consumer, seen] of byConsumer) {
    t.equal(seen.method, 'POST', consumer);
    t.equal(seen.url, '/contracts/publish', `${consumer}: the documented path, no double slash`);
    t.equal(seen.headers.authorization, 'Bearer broker-token-1', `${consumer}: the token as a bearer`);
    t.match(seen.headers['content-type'], /^application\/json/);
    t.match(seen.headers.accept, /application\/hal\+json/);
    const body = JSON.parse(seen.body) as PublishBody;
    t.same(Object.keys(body).sort(), [
      'branch',
      'buildUrl',
      'contracts',
      'pacticipantName',
      'pacticipantVersionNumber',
      'tags',
    ]);
    t.equal(body.pacticipantVersionNumber, version, 'the git commit is the version');
    if (branch !== 'HEAD') t.equal(body.branch, branch, 'the git branch');
    t.same(body.tags, ['main']);
    t.equal(body.buildUrl, 'https://ci.test/b/1');
    for (const c of body.contracts) {
      t.same(Object.keys(c).sort(), ['consumerName', 'content', 'contentType', 'providerName', 'specification']);
      t.equal(c.consumerName, consumer);
      t.equal(c.specification, 'pact');
      t.equal(c.contentType, 'application/json');
      const file = `${consumer}-${c.providerName}.json`;
      t.equal(
        Buffer.from(c.content, 'base64').toString('utf8'),
        files[file],
        `${file}: the decoded content is the file`,
      );
    }
  }
  const web = JSON.parse(byConsumer.get('payments-web')?.body ?? '{}') as PublishBody;
  t.same(web.contracts.map((c) => c.providerName).sort(), ['payments-api', 'payments-api-realtime']);
  t.match(out, /ok {3}payments-web: /);
  t.match(out, /info: Pact published/, "the broker's notices are shown");
  t.notMatch(out, /broker-token-1/, 'the token is never printed');
});

t.test('basic auth from the environment, the broker URL from PACT_BROKER_BASE_URL, a path prefix kept', async (t) => {
  const broker = await fakeBroker();
  t.teardown(broker.close);
  const { dir } = pactDir(t);
  const { code, out } = await publish(['--pact-dir', dir, '--username', 'pact', '--branch', 'feature/x'], {
    PACT_BROKER_BASE_URL: `${broker.url}/broker`,
    PACT_BROKER_PASSWORD: 's3cret-pass',
  });
  t.equal(code, 0, 'exit 0', code === 0 ? {} : { out });
  t.equal(broker.seen.length, 2);
  for (const seen of broker.seen) {
    t.equal(seen.url, '/broker/contracts/publish');
    t.equal(seen.headers.authorization, `Basic ${Buffer.from('pact:s3cret-pass').toString('base64')}`);
    const body = JSON.parse(seen.body) as PublishBody;
    t.equal(body.branch, 'feature/x', '--branch overrides git');
    t.notOk('tags' in body || 'buildUrl' in body, 'optional fields absent when not given');
  }
  t.notMatch(out, /s3cret-pass/, 'the password is never printed');
});

t.test("a broker error exits non-zero with the broker's message", async (t) => {
  const broker = await fakeBroker((n) =>
    n === 1
      ? {
          status: 409,
          body: {
            errors: {
              contracts: [
                'Cannot change the content of the pact for payments-web version abc and provider payments-api',
              ],
            },
          },
        }
      : { status: 400, body: { title: 'Validation errors', detail: 'pacticipantVersionNumber is missing' } },
  );
  t.teardown(broker.close);
  const { dir } = pactDir(t);
  const { code, out } = await publish(['--broker-url', broker.url, '--pact-dir', dir]);
  t.equal(code, 1, 'exit 1');
  t.equal(broker.seen.length, 2, 'every consumer is tried');
  t.match(out, /FAIL \S+: the broker answered 409: contracts: Cannot change the content of the pact/);
  t.match(out, /FAIL \S+: the broker answered 400: pacticipantVersionNumber is missing/);
  t.match(out, /pact:publish: FAILED/);
  t.notOk(
    broker.seen.some((s) => s.headers.authorization),
    'no Authorization without credentials',
  );
});

t.test('a broker that does not answer, and bad arguments', async (t) => {
  const { dir } = pactDir(t);
  const down = await publish(['--broker-url', 'http://127.0.0.1:9', '--pact-dir', dir]);
  t.equal(down.code, 1);
  t.match(down.out, /the broker did not answer/);
  const help = await publish(['--help']);
  t.equal(help.code, 0);
  t.match(help.out, /Usage: npm run pact:publish -- --broker-url <url>/);
  const rows: [string, string[], RegExp][] = [
    ['no broker', ['--pact-dir', dir], /--broker-url \(or PACT_BROKER_BASE_URL\) is required/],
    ['not a URL', ['--broker-url', 'broker:9292'], /must be an http\(s\) URL/],
    ['token and basic', ['--broker-url', 'http://b.test', '--token', 't', '--username', 'u'], /either --token or/],
    ['username alone', ['--broker-url', 'http://b.test', '--username', 'u'], /go together/],
    ['unknown flag', ['--broker-url', 'http://b.test', '--force'], /unknown argument '--force'/],
    ['no pact dir', ['--broker-url', 'http://b.test', '--pact-dir', join(dir, 'none')], /no pact directory/],
  ];
  for (const [name, args, message] of rows) {
    const { code, out } = await publish(args);
    t.equal(code, 2, name);
    t.match(out, message, name);
  }
});
