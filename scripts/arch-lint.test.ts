/**
 * The architecture lint catches what it is meant to: steiger, with the repository's steiger.config.ts, passes the
 * good fixture (web/test-fixtures/arch/good) and reports each forbidden import of the bad one (arch/bad, one per
 * kind, each in its own file) for the expected rule; ESLint refuses what steiger cannot see (a re-export leaving a
 * slice, an import() of a computed path); the slice-exports check finds an index.ts export used only inside its slice
 * and a slice file importing its own index.ts.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import t from 'tap';
import { ESLint } from 'eslint';
import { root } from './lib.ts';
import { ownIndexImports, unusedSliceExports, withoutExports } from './slice-exports.ts';

const fixtures = join(root, 'web/test-fixtures/arch');
const steigerCli = join(root, 'node_modules/steiger/dist/cli.mjs');

interface Diagnostic {
  message: string;
  ruleName: string;
  location: { path: string };
}

/** Runs steiger as `npm run lint` does (repository root, so steiger.config.ts applies), JSON report. */
async function steiger(fixture: string): Promise<{ status: number | null; diagnostics: Diagnostic[] }> {
  const args = [steigerCli, join(fixtures, fixture), '--fail-on-warnings', '--reporter', 'json'];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8', timeout: 90_000 });
  return { status: run.status, diagnostics: JSON.parse(run.stdout || '[]') as Diagnostic[] };
}

t.test(
  'steiger passes the good fixture (index.ts imports, the @x file meant for the importer, lazy page)',
  async (t) => {
    const { status, diagnostics } = await steiger('good');
    t.same(diagnostics, []);
    t.equal(status, 0);
  },
);

t.test('steiger fails each forbidden import of the bad fixture, for the expected rule', async (t) => {
  const rows: [file: string, why: string, rule: string, message: RegExp][] = [
    [
      'features/pay/model.ts',
      'no slice imports another slice of the same layer',
      'fsd/forbidden-imports',
      /cross-import from slice "refund"/,
    ],
    ['entities/user/model.ts', 'layers import downward only', 'fsd/forbidden-imports', /higher layer "features"/],
    [
      'pages/home/ui/home-title.ts',
      'a slice is entered only through its index.ts',
      'fsd/no-public-api-sidestep',
      /entities\/user\/model\.ts/,
    ],
    [
      'app/router.ts',
      "a lazy import() of a page's internals counts as a sidestep",
      'fsd/no-public-api-sidestep',
      /pages\/home\/ui\/home-title\.ts/,
    ],
    [
      'pages/statements/ui/statements-title.ts',
      'an import() of a sibling page counts as a cross-import',
      'fsd/forbidden-imports',
      /cross-import from slice "history"/,
    ],
    [
      'entities/order/model.ts',
      'an @x file is the public API for the one slice it is named after',
      'fsd/forbidden-imports',
      /cross-import from slice "user"/,
    ],
  ];
  const { status, diagnostics } = await steiger('bad');
  t.equal(status, 1, 'steiger exits 1');
  t.equal(diagnostics.length, rows.length, 'one problem per forbidden import, nothing else');
  for (const [file, why, rule, message] of rows) {
    const found = diagnostics.filter((d) => d.location.path === join(fixtures, 'bad', file));
    t.equal(found.length, 1, `${file}: reported (${why})`);
    t.equal(found[0]?.ruleName, rule, `${file}: ${rule}`);
    t.match(found[0]?.message ?? '', message, `${file}: names the import`);
  }
});

t.test('slice exports: a public API name (index.ts or @x file) used only inside its slice is reported', async (t) => {
  const byPath = (a: { index: string; name: string }, b: { index: string; name: string }) =>
    `${a.index} ${a.name}`.localeCompare(`${b.index} ${b.name}`);
  t.same(
    unusedSliceExports(join(fixtures, 'unused-export')).sort(byPath),
    [
      { index: join(fixtures, 'unused-export/entities/user/@x/order.ts'), name: 'userAge' },
      { index: join(fixtures, 'unused-export/entities/user/index.ts'), name: 'userAge' },
    ].sort(byPath),
  );
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

t.test('a slice file importing its own index.ts is reported', async (t) => {
  t.same(ownIndexImports(join(fixtures, 'own-index')), [
    {
      file: join(fixtures, 'own-index/entities/user/greeting.ts'),
      index: join(fixtures, 'own-index/entities/user/index.ts'),
    },
  ]);
  t.same(ownIndexImports(join(fixtures, 'good')), []);
});

t.test(
  'ESLint refuses what steiger does not read: re-exports leaving a slice, import() of a computed path',
  async (t) => {
    // only the rule under test; without type information, so the virtual files need not exist
    const eslint = new ESLint({
      cwd: root,
      overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
      ruleFilter: ({ ruleId }) => ruleId === 'no-restricted-syntax',
    });
    const reexport = /a slice re-exports only its own code/;
    const computed = /import\(\) takes a literal path/;
    const rows: [why: string, file: string, code: string, want: RegExp[]][] = [
      ['an index.ts re-exports its own file', 'web/src/features/pay/index.ts', "export { pay } from './model.ts';", []],
      [
        'an index.ts re-exports shared',
        'web/src/features/pay/index.ts',
        "export { x } from '../../shared/lib/index.ts';",
        [reexport],
      ],
      [
        'an index.ts re-exports a sibling',
        'web/src/features/pay/index.ts',
        "export * from '../refund/index.ts';",
        [reexport],
      ],
      [
        'an @x file re-exports its slice',
        'web/src/entities/user/@x/order.ts',
        "export { userName } from '../model.ts';",
        [],
      ],
      [
        'an @x file re-exports another slice',
        'web/src/entities/user/@x/order.ts',
        "export { o } from '../../order/index.ts';",
        [reexport],
      ],
      [
        'a segment file re-exports a lower layer',
        'web/src/pages/home/ui/home.ts',
        "export { a } from '../../../entities/user/index.ts';",
        [reexport],
      ],
      ['a literal import()', 'web/src/app/router.ts', "export const r = () => import('../pages/home/index.ts');", []],
      [
        'a template import()',
        'web/src/app/router.ts',
        'export const r = (p: string) => import(`../pages/${p}/index.ts`);',
        [computed],
      ],
      [
        'a computed import() in a slice',
        'web/src/pages/home/ui/lazy.ts',
        'export const r = (p: string) => import(p);',
        [computed],
      ],
    ];
    for (const [why, file, code, want] of rows) {
      const [result] = await eslint.lintText(`${code}\n`, { filePath: join(root, file) });
      const messages = (result?.messages ?? []).map((m) => m.message);
      t.equal(messages.length, want.length, `${why}: ${want.length} problem(s)`);
      want.forEach((re, i) => t.match(messages[i] ?? '', re, why));
    }
  },
);
