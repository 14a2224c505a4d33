import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import { firstScreenOf, pageLanguageOf } from '../src/lib/session-state.ts';
import { withFirstScreen } from '../src/plugins/external/static.ts';
import { build, login } from './helper.ts';

/*
 * A signed-in /home carries a static first screen in its root element: the page's `h1` greeting, painted before any
 * script runs and replaced by the app's first render (web README "Loading fast"). Its text must be what the app
 * renders: the same language rule (the web's chooseLanguage, spec 1 §1 and §9) and the same display name.
 */
const all = ['en', 'es', 'ro', 'ru', 'uk', 'pt'];

t.test("the page's language: the web app's rule, from the lang cookie and Accept-Language", async (t) => {
  const rows: [string, string | undefined, string | undefined, string[], string][] = [
    ['the stored choice wins', 'ru', 'es-ES,es;q=0.9', all, 'ru'],
    ["without one, the browser's first language", undefined, 'es-MX,es;q=0.9,en;q=0.8', all, 'es'],
    ["the browser's next one when the first is not ours", undefined, 'de-DE,pt;q=0.7', all, 'pt'],
    ['ua is Ukrainian', 'ua', undefined, all, 'uk'],
    ['spec 1 §1 brand C offers only en and es: a stored ru is not used', 'ru', 'es', ['en', 'es'], 'es'],
    ['nothing known: en', undefined, 'de,fr', all, 'en'],
    ['nothing known, en not offered: the brand first', 'xx', undefined, ['es', 'pt'], 'es'],
    ['nothing sent at all: en', undefined, undefined, all, 'en'],
  ];
  for (const [why, cookie, accept, langs, want] of rows) t.equal(pageLanguageOf(cookie, accept, langs), want, why);
});

t.test('the first screen: /home signed in only, the greeting in that language, escaped', async (t) => {
  const state = { authed: true as const, firstName: 'Ana', lastName: 'Pérez' };
  t.match(firstScreenOf(state, '/home', 'en'), /<h1>Hello, Ana Pérez<\/h1>/);
  t.match(firstScreenOf(state, '/HOME/', 'es'), /<h1>Hola, Ana Pérez<\/h1>/, 'any letter case, a trailing slash');
  t.match(firstScreenOf(state, '/home', 'ru'), /lang="ru"/, 'the screen says its language');
  t.match(firstScreenOf({ authed: true, firstName: 'Ana' }, '/home', 'en'), /<h1>Hello, Ana<\/h1>/);
  t.match(firstScreenOf({ authed: true }, '/home', 'en'), /<h1>Home<\/h1>/, "no name: the page's title");
  const odd = firstScreenOf({ authed: true, firstName: '<script>x</script>', lastName: `&"'{{name}}` }, '/home', 'en');
  t.match(odd, /<h1>Hello, &lt;script&gt;x&lt;\/script&gt; &amp;&quot;&#39;\{\{name\}\}<\/h1>/, 'HTML-escaped');
  t.notMatch(odd, /<script/);
  t.equal(firstScreenOf(state, '/history', 'en'), undefined, 'another page: none');
  t.equal(firstScreenOf({ authed: false }, '/home', 'en'), undefined, 'not signed in: none');
  // the app renders it in the same boxes: main.content, the page under the status banner
  t.match(firstScreenOf(state, '/home', 'en'), /<main class="content"><div class="page-after-banner"><h1>/);
});

t.test('withFirstScreen fills only an empty root element', async (t) => {
  const html = '<body><div id="root"></div></body>';
  t.equal(withFirstScreen(html, '<h1>$&</h1>'), '<body><div id="root"><h1>$&</h1></div></body>');
  t.equal(withFirstScreen(html, undefined), html);
  t.equal(withFirstScreen('<body><div id="app"></div></body>', '<h1>x</h1>'), '<body><div id="app"></div></body>');
});

async function gatewayWithPage(t: { teardown(fn: () => unknown): void }) {
  const dist = await mkdtemp(join(tmpdir(), 'gw-dist-'));
  t.teardown(() => rm(dist, { recursive: true, force: true }));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div><noscript>x</noscript></body></html>',
  );
  return build(t, { webDist: dist });
}

const host = 'localhost:8080';
const rootOf = (html: string) => /<div id="root">(.*?)<\/div><noscript>/.exec(html)?.[1];

t.test(
  "a signed-in /home is served with its greeting in the root element; other pages' roots stay empty",
  async (t) => {
    const { app } = await gatewayWithPage(t);
    const { cookie } = await login(app, 'personal@demo.test', host);
    const home = await app.inject({ url: '/home', headers: { host, cookie, accept: 'text/html' } });
    t.equal(home.statusCode, 200);
    t.match(rootOf(home.body), /<h1>Hello, Demo User<\/h1>/, 'the session state names the user');
    t.equal(home.headers['cache-control'], 'private, no-store', 'per user, kept by no cache');
    t.notMatch(home.body, /accessToken|refreshToken|Bearer|eyJ/, 'no token in the page');

    const ru = await app.inject({ url: '/home', headers: { host, cookie: `${cookie}; lang=ru`, accept: 'text/html' } });
    t.match(rootOf(ru.body), /<h1>Здравствуйте, Demo User<\/h1>/, 'in the language the app will choose');
    const es = await app.inject({ url: '/home', headers: { host, cookie, 'accept-language': 'es-ES', accept: '*/*' } });
    t.match(rootOf(es.body), /<h1>Hola, Demo User<\/h1>/);

    const history = await app.inject({ url: '/history', headers: { host, cookie, accept: 'text/html' } });
    t.equal(rootOf(history.body), '', 'another page: an empty root');
    const anonymous = await app.inject({ url: '/home', headers: { host, accept: 'text/html' } });
    t.equal(rootOf(anonymous.body), '', 'not signed in: an empty root');
  },
);
