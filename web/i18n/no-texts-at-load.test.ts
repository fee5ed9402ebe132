import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module of the app reads a text, a digit or a formatter of the catalog when it loads: a text
 * read then would stay in the language of that moment after a switch, and on the server in the
 * language of the first page drawn (docs/decisions/046). Each web module is parsed; a name imported
 * from web/i18n/ must be used only inside a function that runs later (a component, a getter, a
 * handler), not in code that runs at load, including a callback a load-time call runs at once
 * (`LIST.map((x) => t.x)`).
 */
const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Calls whose function arguments run later, not while the module loads. */
const DEFERRING = new Set([
  'forwardRef',
  'memo',
  'lazy',
  'lazyDialog',
  'liveTexts',
  'provideLanguageSource',
  'preprocess',
  'transform',
  'refine',
  'superRefine',
  'then',
  'catch',
]);

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : modules(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const calleeName = (call: ts.CallExpression) => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return '';
};

/** `line name` for each catalog name a module reads at load. */
function readsAtLoadIn(source: ts.SourceFile): string[] {
  const catalog = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    if (!/(^|\/)i18n\//.test(from)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if (!element.isTypeOnly) catalog.add(element.name.text);
  }
  const found: string[] = [];
  const visit = (node: ts.Node, later: boolean) => {
    if (ts.isFunctionLike(node)) {
      const parent = node.parent;
      const runNow =
        ts.isCallExpression(parent) &&
        parent.arguments.includes(node as unknown as ts.Expression) &&
        !DEFERRING.has(calleeName(parent));
      if (!runNow) later = true;
    }
    if (!later && ts.isIdentifier(node) && catalog.has(node.text)) {
      const parent = node.parent;
      const declaration =
        ts.isImportSpecifier(parent) ||
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isTypeReferenceNode(parent) ||
        ts.isTypeQueryNode(parent) ||
        ts.isQualifiedName(parent) ||
        // liveTexts(() => ...) itself: it reads nothing until a text is read.
        (ts.isCallExpression(parent) && parent.expression === node && DEFERRING.has(node.text));
      if (!declaration)
        found.push(
          `${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.text}`,
        );
    }
    ts.forEachChild(node, (child) => visit(child, later));
  };
  visit(source, false);
  return found;
}

const parse = (file: string, text: string) =>
  ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );

/** `file:line name` for each catalog name the module reads at load. */
const readsAtLoad = (file: string) =>
  readsAtLoadIn(parse(file, readFileSync(file, 'utf8'))).map(
    (read) => `${path.relative(WEB, file)}:${read}`,
  );

describe('texts are read when they are shown', () => {
  it('no web module reads the catalog while it loads', () => {
    expect(modules(WEB).flatMap(readsAtLoad)).toEqual([]);
  });

  it('finds a text read at load, in a list or a callback run at load, and not in a function (the check itself)', () => {
    const sample = [
      "import { t } from './i18n/bn.ts';",
      'const links = [{ label: t.nav.home }];',
      'const options = LIST.map((x) => t.kinds[x]);',
      'export const Fine = () => t.nav.home;',
      'const later = { get label() { return t.nav.home; } };',
    ].join('\n');
    expect(readsAtLoadIn(parse('sample.ts', sample))).toEqual(['2 t', '3 t']);
  });
});
