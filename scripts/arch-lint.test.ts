/**
 * The architecture lint catches what it is meant to: steiger, with the repository's steiger.config.ts, passes the
 * good fixture and fails each bad one (web/test-fixtures/arch/<case>, one forbidden import each) for the expected
 * rule; the slice-exports check finds an index.ts export used only inside its slice.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import t from 'tap';
import { root } from './lib.ts';
import { unusedSliceExports, withoutExports } from './slice-exports.ts';

const fixtures = join(root, 'web/test-fixtures/arch');
const steigerCli = join(root, 'node_modules/steiger/dist/cli.mjs');

interface Diagnostic {
  message: string;
  ruleName: string;
  location: { path: string };
}

/** Runs steiger as `npm run lint` does (repository root, so steiger.config.ts applies), JSON report. */
function steiger(fixture: string): { status: number | null; diagnostics: Diagnostic[] } {
  const run = spawnSync(
    process.execPath,
    [steigerCli, join(fixtures, fixture), '--fail-on-warnings', '--reporter', 'json'],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: run.status, diagnostics: JSON.parse(run.stdout || '[]') as Diagnostic[] };
}

t.test(
  'steiger passes the good fixture (index.ts imports, the @x file meant for the importer, lazy page)',
  async (t) => {
    const { status, diagnostics } = steiger('good');
    t.same(diagnostics, []);
    t.equal(status, 0);
  },
);

t.test('steiger fails each forbidden import, for the expected rule', async (t) => {
  const rows: [fixture: string, why: string, rule: string, message: RegExp, file: string][] = [
    [
      'bad-cross-import',
      'no slice imports another slice of the same layer',
      'fsd/forbidden-imports',
      /cross-import from slice "refund"/,
      'features/pay/model.ts',
    ],
    [
      'bad-higher-layer',
      'layers import downward only',
      'fsd/forbidden-imports',
      /higher layer "features"/,
      'entities/user/model.ts',
    ],
    [
      'bad-sidestep',
      'a slice is entered only through its index.ts',
      'fsd/no-public-api-sidestep',
      /entities\/user\/model\.ts/,
      'pages/home/ui/home-title.ts',
    ],
    [
      'bad-dynamic-sidestep',
      'a lazy import() of a page counts: only through its index.ts',
      'fsd/no-public-api-sidestep',
      /pages\/home\/ui\/home-title\.ts/,
      'app/router.ts',
    ],
    [
      'bad-dynamic-cross-import',
      'an import() of a sibling page counts as a cross-import',
      'fsd/forbidden-imports',
      /cross-import from slice "history"/,
      'pages/statements/ui/statements-title.ts',
    ],
    [
      'bad-wrong-x',
      'an @x file is the public API for the one slice it is named after',
      'fsd/forbidden-imports',
      /cross-import from slice "user"/,
      'entities/order/model.ts',
    ],
  ];
  for (const [fixture, why, rule, message, file] of rows) {
    const { status, diagnostics } = steiger(fixture);
    t.equal(status, 1, `${fixture}: fails (${why})`);
    t.equal(diagnostics.length, 1, `${fixture}: exactly one problem`);
    t.equal(diagnostics[0]?.ruleName, rule, `${fixture}: ${rule}`);
    t.match(diagnostics[0]?.message ?? '', message, `${fixture}: names the import`);
    t.equal(diagnostics[0]?.location.path, join(fixtures, fixture, file), `${fixture}: in ${file}`);
  }
});

t.test('slice exports: an index.ts name used only inside its slice is reported, a used one is not', async (t) => {
  t.same(unusedSliceExports(join(fixtures, 'unused-export')), [
    { index: join(fixtures, 'unused-export/entities/user/index.ts'), name: 'userAge' },
  ]);
  t.same(unusedSliceExports(join(fixtures, 'good')), []);
});

t.test('slice exports --fix removes exactly the named exports', async (t) => {
  const rows: [why: string, text: string, names: string[], want: string][] = [
    ['one name of a list', "export { a, b } from './m.ts';\n", ['a'], "export { b } from './m.ts';\n"],
    [
      'the whole statement',
      "export { a } from './m.ts';\nexport { c } from './n.ts';\n",
      ['a'],
      "export { c } from './n.ts';\n",
    ],
    [
      'a type export keeps its type keyword',
      "export type { A, B } from './m.ts';\n",
      ['B'],
      "export type { A } from './m.ts';\n",
    ],
    ['an inline type element', "export { a, type B } from './m.ts';\n", ['a'], "export { type B } from './m.ts';\n"],
    ['nothing to remove', "export { a } from './m.ts';\n", ['z'], "export { a } from './m.ts';\n"],
  ];
  for (const [why, text, names, want] of rows) t.equal(withoutExports(text, new Set(names)), want, why);
});
