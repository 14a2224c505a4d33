// One lint config for the whole repo. The import rules of design.md are
// enforced here: each package may import only the packages listed for it, and
// the web layers import downward only (app → pages → widgets → features → entities → shared).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import effector from 'eslint-plugin-effector';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const packages = ['brands', 'locales', 'contracts', 'fakes', 'gateway', 'web'];

/** `pkg` may import only `allowed` (by package name or by a relative path into its folder). */
function boundary(pkg, allowed) {
  const denied = packages.filter((p) => p !== pkg && !allowed.includes(p));
  return {
    files: [`${pkg}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: denied.map((p) => ({
            group: [`@app/${p}`, `@app/${p}/**`, `**/../${p}/**`, `**/../${p}`],
            message: `design.md: ${pkg} may not import ${p}.`,
          })),
        },
      ],
    },
  };
}

const layers = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];
// The router library is used in one place, web/src/shared/routes (router-kit.tsx); every other file imports Link,
// NavLink, Navigate, Outlet and the hooks from shared/routes, so the library can change there alone.
const routerLibrary = {
  group: ['react-router', 'react-router/**', 'react-router-dom', 'wouter', 'wouter/**'],
  message:
    'Import Link, NavLink, Navigate, Outlet, useLocation, useNavigate, useParams, useSearchParams from shared/routes.',
};
function layer(name, { router = false } = {}) {
  const higher = layers.slice(0, layers.indexOf(name));
  const pkgDenied = ['fakes', 'gateway'].map((p) => ({
    group: [`@app/${p}`, `@app/${p}/**`, `**/../${p}/**`],
    message: `design.md: web may not import ${p}.`,
  }));
  return {
    files: [`web/src/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...pkgDenied,
            ...(router ? [] : [routerLibrary]),
            ...higher.map((h) => ({
              group: [`**/${h}/**`, `**/${h}`],
              message: `Feature-Sliced Design: ${name} may not import the higher layer ${h}.`,
            })),
          ],
        },
      ],
    },
  };
}

// Steiger (steiger.config.ts, run by scripts/lint.ts) checks the Feature-Sliced Design boundaries of every import and
// import() with a literal path, but it reads neither `export … from` nor an import() of a computed path. These rules
// close both gaps: a slice's files re-export only the slice's own code (its index.ts and @x files are its public API),
// and import() names a literal path.
const computedImport = {
  selector: 'ImportExpression[source.type!="Literal"]',
  message: 'Feature-Sliced Design: import() takes a literal path, so the architecture lint can check it.',
};
const slicedGlob = 'web/src/{pages,widgets,features,entities}/*';
/** Files `depth` folders below a slice's root may not re-export from a path that leaves the slice. */
function sliceReexports(depth) {
  // esquery ends a regex at its first '/', so the slash is written \x2F
  const leaves = `^(\\.\\.\\x2F){${depth + 1}}`;
  const message = 'Feature-Sliced Design: a slice re-exports only its own code; import it where it is used.';
  return {
    files: [`${slicedGlob}/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: {
      'no-restricted-syntax': [
        'error',
        computedImport,
        { selector: `ExportNamedDeclaration[source.value=/${leaves}/]`, message },
        { selector: `ExportAllDeclaration[source.value=/${leaves}/]`, message },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/dist/**',
      'contracts/pacts/**',
      '.tap/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    // eslint-plugin-effector's naming rules read types, so web files are linted with type information.
    languageOptions: {
      globals: { ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { effector, 'react-hooks': reactHooks },
    rules: {
      ...effector.configs.recommended.rules,
      ...effector.configs.react.rules,
      ...effector.configs.scope.rules,
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  boundary('brands', []),
  boundary('locales', []),
  boundary('contracts', []),
  boundary('fakes', ['contracts', 'brands']),
  boundary('gateway', ['contracts', 'brands', 'locales']),
  boundary('web', ['contracts', 'brands', 'locales']),
  ...layers.map((name) => layer(name)),
  { ...layer('shared', { router: true }), files: ['web/src/shared/routes/**/*.{ts,tsx}'] },
  { files: ['web/src/{app,shared}/**/*.{ts,tsx}'], rules: { 'no-restricted-syntax': ['error', computedImport] } },
  ...[0, 1, 2, 3, 4].map(sliceReexports),
);
