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
function layer(name) {
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
  ...layers.map(layer),
);
