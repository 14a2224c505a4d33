import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import t from 'tap';

/**
 * web/package.json "sideEffects" marks the app's modules free of side effects but those it lists (web README
 * "Loading fast"): the bundler drops a module none of whose names is used, with what it runs at its top level. A
 * module that wires units there (a `sample`, a store's `.on`, an effect's `.use`, a `void` call) may be imported
 * only for that wiring; unlisted, a route would lose it. This fails when such a module is not listed.
 */
const web = fileURLToPath(new URL('../../', import.meta.url));
const listed = (JSON.parse(readFileSync(join(web, 'package.json'), 'utf8')) as { sideEffects: string[] }).sideEffects;

/** The glob forms package.json "sideEffects" uses here: `**`, `*`, a name without a slash matches any folder. */
function globRegExp(glob: string): RegExp {
  const path = glob.includes('/') ? glob.replace(/^\.\//, '') : `**/${glob}`;
  const source = path
    .split(/(\*\*\/|\*)/)
    .map((part) => (part === '**/' ? '(?:.*/)?' : part === '*' ? '[^/]*' : part.replace(/[.+?^${}()|[\]\\]/g, '\\$&')))
    .join('');
  return new RegExp(`^${source}$`);
}
const patterns = listed.map(globRegExp);
const isListed = (file: string) => patterns.some((p) => p.test(file));

/** Top-level wiring: a line at the start of the file's text (not indented) that calls (`sample(`, `$x.on(`, a helper
 * that wires units), starts with `void` or declares a `sample` (its target is wired even when it is unused). */
const wiring = /^(?:[\w$]+(?:\.[\w$]+)*\(|void\s|(?:export\s+)?const\s+[\w$]+\s*=\s*(?:sample|split)\()/m;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return modules(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|test-support/.test(path) ? [path] : [];
  });
}

t.test('every module that wires units at its top level is listed as having side effects', async (t) => {
  const files = modules(join(web, 'src')).map((f) => relative(web, f).split('\\').join('/'));
  const wired = files.filter((f) => wiring.test(readFileSync(join(web, f), 'utf8')));
  t.ok(wired.length > 50, `the check finds the models (${wired.length} modules wire units)`);
  t.same(
    wired.filter((f) => !isListed(f)),
    [],
    'add these to web/package.json "sideEffects"',
  );
  t.ok(isListed('src/app/main.tsx') && isListed('src/shared/ui/styles.css'), 'the entry and CSS are listed');
  t.notOk(isListed('src/shared/ui/qr-code.tsx'), 'a module that only declares is not');
});
