/**
 * Names a web slice's public API (its index.ts, and its @x files) exports that no file outside the slice imports
 * (Feature-Sliced Design: a slice's public API is what others use; the rest stays inside the slice, and the slice's
 * own files and tests import it from the file that defines it). Part of `tsx scripts/lint.ts`;
 * `npx tsx scripts/slice-exports.ts` alone lists them, and with `--fix` removes them from those files.
 *
 * Every .ts/.tsx file of the repository's packages counts as a user (web/src, web/e2e, scripts, ...). Imports are
 * read syntactically with the TypeScript parser: named imports and re-exports, `import * as ns` (every `ns.X` read),
 * and `import('…/index.ts').then((m) => … m.X …)` (also `Promise.all([import(a), import(b)]).then(([a, b]) => …)`).
 * A use the parser cannot follow (a namespace passed on whole, an import() whose module is not read through
 * `.then`) counts every export of that index as used, so the check never asks to remove a name that is used.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { root } from './lib.ts';

const slicedLayers = ['pages', 'widgets', 'features', 'entities'];

/** Every .ts/.tsx file under `dir`, skipping node_modules, build output and test fixtures. */
function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', '.tap', 'test-results', 'playwright-report', 'test-fixtures'].includes(name)) continue;
    if (name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...sourceFiles(path));
    else if (/\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

/** `web/src/<layer>/<slice>` of a file inside a slice, else undefined. */
function sliceOf(srcDir: string, file: string): string | undefined {
  const parts = relative(srcDir, file).split(sep);
  if (parts.length < 3 || parts[0]?.startsWith('..') || !slicedLayers.includes(parts[0] ?? '')) return undefined;
  return join(srcDir, parts[0] ?? '', parts[1] ?? '');
}

/** The names an index.ts exports (`export { a, b as c } from …`, `export const …`, `export function …`, …). */
function exportedNames(file: string): string[] {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const names: string[] = [];
  const exported = (n: ts.Node) =>
    ts.canHaveModifiers(n) && (ts.getModifiers(n) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
  for (const st of sf.statements) {
    if (ts.isExportDeclaration(st)) {
      if (st.exportClause && ts.isNamedExports(st.exportClause))
        names.push(...st.exportClause.elements.map((e) => e.name.text));
    } else if (ts.isVariableStatement(st)) {
      if (exported(st))
        for (const d of st.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push(d.name.text);
    } else if (
      (ts.isFunctionDeclaration(st) ||
        ts.isClassDeclaration(st) ||
        ts.isInterfaceDeclaration(st) ||
        ts.isTypeAliasDeclaration(st) ||
        ts.isEnumDeclaration(st)) &&
      st.name &&
      exported(st)
    )
      names.push(st.name.text);
  }
  return names;
}

const ALL = '*';

/** Records which names of which files `file` uses: resolved path → names (ALL when it cannot tell). */
function usesOf(file: string): Map<string, Set<string>> {
  const sf = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const uses = new Map<string, Set<string>>();
  const use = (spec: string, name: string) => {
    if (!spec.startsWith('.')) return;
    const target = resolve(dirname(file), spec);
    const set = uses.get(target) ?? new Set<string>();
    set.add(name);
    uses.set(target, set);
  };
  /** Names read as `<param>.X` inside `body`; ALL when the parameter is used any other way. */
  const memberReads = (param: string, body: ts.Node): string[] => {
    const names: string[] = [];
    let whole = false;
    const visit = (n: ts.Node) => {
      if (ts.isIdentifier(n) && n.text === param) {
        const p = n.parent;
        if (ts.isPropertyAccessExpression(p) && p.expression === n) names.push(p.name.text);
        else if (!(ts.isParameter(p) || ts.isBindingElement(p))) whole = true;
      }
      ts.forEachChild(n, visit);
    };
    visit(body);
    return whole ? [ALL] : names;
  };
  const literal = (n: ts.Node | undefined) => (n && ts.isStringLiteralLike(n) ? n.text : undefined);
  const importCall = (n: ts.Node): string | undefined =>
    ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword ? literal(n.arguments[0]) : undefined;

  const visit = (n: ts.Node) => {
    if (ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) {
      const spec = literal(n.moduleSpecifier);
      if (spec) {
        if (ts.isImportDeclaration(n)) {
          const clause = n.importClause;
          if (!clause) use(spec, ALL);
          else {
            if (clause.name) use(spec, 'default');
            const b = clause.namedBindings;
            if (b && ts.isNamedImports(b)) for (const e of b.elements) use(spec, (e.propertyName ?? e.name).text);
            if (b && ts.isNamespaceImport(b)) for (const name of memberReads(b.name.text, sf)) use(spec, name);
          }
        } else if (n.exportClause && ts.isNamedExports(n.exportClause)) {
          for (const e of n.exportClause.elements) use(spec, (e.propertyName ?? e.name).text);
        } else use(spec, ALL);
      }
    }
    const spec = importCall(n);
    if (spec !== undefined) {
      // import('…').then((m) => …)
      const access = n.parent;
      const call = access?.parent;
      const arg = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
      const fn = arg && (ts.isArrowFunction(arg) || ts.isFunctionExpression(arg)) ? arg : undefined;
      const param = fn?.parameters[0];
      if (
        ts.isPropertyAccessExpression(access) &&
        access.name.text === 'then' &&
        fn &&
        param &&
        ts.isIdentifier(param.name)
      ) {
        for (const name of memberReads(param.name.text, fn.body)) use(spec, name);
      } else if (!usedInPromiseAll(n, use)) use(spec, ALL);
    }
    ts.forEachChild(n, visit);
  };
  /** Promise.all([import(a), import(b)]).then(([ma, mb]) => … ma.X … mb.Y …) */
  const usedInPromiseAll = (imp: ts.Node, record: (spec: string, name: string) => void): boolean => {
    const arr = imp.parent;
    if (!arr || !ts.isArrayLiteralExpression(arr)) return false;
    const all = arr.parent;
    if (!all || !ts.isCallExpression(all) || all.expression.getText() !== 'Promise.all') return false;
    const access = all.parent;
    const call = access?.parent;
    if (!ts.isPropertyAccessExpression(access) || access.name.text !== 'then' || !call || !ts.isCallExpression(call))
      return false;
    const fn = call.arguments[0];
    if (!fn || !(ts.isArrowFunction(fn) || ts.isFunctionExpression(fn))) return false;
    const pattern = fn.parameters[0]?.name;
    if (!pattern || !ts.isArrayBindingPattern(pattern)) return false;
    const el = pattern.elements[arr.elements.indexOf(imp as ts.Expression)];
    if (!el || !ts.isBindingElement(el) || !ts.isIdentifier(el.name)) return false;
    const spec = literal((imp as ts.CallExpression).arguments[0]);
    if (!spec) return false;
    for (const name of memberReads(el.name.text, fn.body)) record(spec, name);
    return true;
  };
  visit(sf);
  return uses;
}

export interface UnusedExport {
  /** absolute path of the index.ts */
  index: string;
  name: string;
}

/**
 * The exports of every <sliced layer>/<slice>/index.ts under `srcDir` (web/src) that no file outside that slice
 * imports; the files read are those under `srcDir` and `users` (folders or single files).
 */
export function unusedSliceExports(srcDir: string, users: readonly string[] = []): UnusedExport[] {
  const isFile = (p: string) => existsSync(p) && statSync(p).isFile();
  const indexes = slicedLayers.flatMap((layer) => {
    const dir = join(srcDir, layer);
    if (!existsSync(dir)) return [];
    return readdirSync(dir).flatMap((slice) => {
      // index.ts, and the @x files: `@x/<other>.ts` is the slice's public API for the slice <other> of its layer
      const x = join(dir, slice, '@x');
      const crossApis = existsSync(x) ? readdirSync(x).map((name) => join(x, name)) : [];
      return [join(dir, slice, 'index.ts'), ...crossApis].filter(isFile);
    });
  });
  const used = new Map<string, Set<string>>(indexes.map((i) => [i, new Set<string>()]));
  const files = new Set([
    ...sourceFiles(srcDir),
    ...users.flatMap((p) => (isFile(p) ? (/\.tsx?$/.test(p) ? [p] : []) : sourceFiles(p))),
  ]);
  for (const file of files) {
    const from = sliceOf(srcDir, file);
    for (const [target, names] of usesOf(file)) {
      const set = used.get(target);
      if (!set || sliceOf(srcDir, target) === from) continue;
      for (const name of names) set.add(name);
    }
  }
  const unused: UnusedExport[] = [];
  for (const index of indexes) {
    const set = used.get(index) ?? new Set<string>();
    if (set.has(ALL)) continue;
    for (const name of exportedNames(index)) if (!set.has(name)) unused.push({ index, name });
  }
  return unused;
}

/** Files of a slice (its tests included) that import the slice's own index.ts instead of the defining file. */
export function ownIndexImports(srcDir: string): { file: string; index: string }[] {
  const found: { file: string; index: string }[] = [];
  for (const file of sourceFiles(srcDir)) {
    const slice = sliceOf(srcDir, file);
    if (!slice) continue;
    const index = join(slice, 'index.ts');
    if (file !== index && usesOf(file).has(index)) found.push({ file, index });
  }
  return found;
}

/**
 * `text` of an index.ts without the exports named in `names`: a re-export list loses those elements (the whole
 * statement when none is left); other export statements are kept as they are.
 */
export function withoutExports(text: string, names: ReadonlySet<string>): string {
  const sf = ts.createSourceFile('index.ts', text, ts.ScriptTarget.Latest, true);
  let out = '';
  let at = 0;
  for (const st of sf.statements) {
    if (!ts.isExportDeclaration(st) || !st.exportClause || !ts.isNamedExports(st.exportClause)) continue;
    const keep = st.exportClause.elements.filter((e) => !names.has(e.name.text));
    if (keep.length === st.exportClause.elements.length) continue;
    out += text.slice(at, st.getStart(sf));
    at = st.getEnd();
    if (keep.length === 0) {
      // drop the statement with its line break
      if (text[at] === '\n') at += 1;
      continue;
    }
    const from = st.moduleSpecifier ? ` from ${st.moduleSpecifier.getText(sf)}` : '';
    out += `export ${st.isTypeOnly ? 'type ' : ''}{ ${keep.map((e) => e.getText(sf)).join(', ')} }${from};`;
  }
  return out + text.slice(at);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const srcDir = join(root, 'web/src');
  // every file of the repository may use a slice: web/e2e, scripts, the other packages
  const users = readdirSync(root)
    .filter((name) => !name.startsWith('.') && name !== 'node_modules')
    .map((name) => join(root, name));
  const byIndex = new Map<string, string[]>();
  for (const u of unusedSliceExports(srcDir, users)) byIndex.set(u.index, [...(byIndex.get(u.index) ?? []), u.name]);
  const own = ownIndexImports(srcDir);
  const fix = process.argv.includes('--fix');
  for (const [index, names] of byIndex) {
    console.log(`${relative(root, index)}: ${names.join(', ')}`);
    if (fix) writeFileSync(index, withoutExports(readFileSync(index, 'utf8'), new Set(names)));
  }
  if (byIndex.size)
    console.log(
      fix
        ? `--fix: the names above were removed from their index.ts; run prettier on those files.`
        : "The names above are exported by a slice's index.ts or @x file but used by no file outside the slice: remove them " +
            "from index.ts (the slice's own files and tests import them from the file that defines them; --fix does it).",
    );
  for (const { file } of own)
    console.log(`${relative(root, file)}: imports its own slice's index.ts; import from the defining file instead.`);
  if (own.length || (byIndex.size && !fix)) process.exit(1);
  if (!byIndex.size) console.log("Every name a slice's index.ts or @x file exports is used outside the slice.");
}
