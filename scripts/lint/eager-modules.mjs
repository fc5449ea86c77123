// The client modules every visitor downloads before the home page is interactive: main.tsx, the home
// page, and everything they import statically (a dynamic `import()` starts a chunk of its own; an
// import of types only is erased by the build). The size check (.size-limit.js) measures the same set
// from the build; this list lets the linter refuse a heavy import at its line instead.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['src/client/main.tsx', 'src/client/features/home/HomePage.tsx'];
const HOME_FOLDER = 'src/client/features/home';
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The module file a relative specifier names, or undefined. */
export function resolveModule(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  if (fs.existsSync(base) && fs.statSync(base).isFile()) return base;
  for (const ext of EXTENSIONS) if (fs.existsSync(base + ext)) return base + ext;
  return undefined;
}

/** Whether an import or export-from statement loads code (not only types). */
function loadsCode(node) {
  const clause = ts.isImportDeclaration(node) ? node.importClause : node;
  if (!clause) return true; // `import './x'`
  if (clause.isTypeOnly) return false;
  if (ts.isImportDeclaration(node)) {
    if (clause.name) return true;
    const bindings = clause.namedBindings;
    if (!bindings || ts.isNamespaceImport(bindings)) return true;
    return bindings.elements.length === 0 || bindings.elements.some((element) => !element.isTypeOnly);
  }
  const exports = node.exportClause;
  return !exports || !ts.isNamedExports(exports) || exports.elements.some((element) => !element.isTypeOnly);
}

/** Static imports of one file that load code: [specifier, resolved file or undefined for a package]. */
function staticImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) && !ts.isExportDeclaration(node)) continue;
    if (!node.moduleSpecifier || !ts.isStringLiteral(node.moduleSpecifier) || !loadsCode(node)) continue;
    const specifier = node.moduleSpecifier.text;
    found.push([specifier, specifier.startsWith('.') ? resolveModule(file, specifier) : undefined]);
  }
  return found;
}

/** `import('./x')` calls of one file with a literal relative specifier, resolved. */
function dynamicImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const found = [];
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [arg] = node.arguments;
      if (arg && ts.isStringLiteral(arg) && arg.text.startsWith('.')) {
        const resolved = resolveModule(file, arg.text);
        if (resolved) found.push(resolved);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** `roots` and every module they import statically, transitively. */
function staticClosure(roots) {
  const seen = new Set();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, resolved] of staticImports(file)) if (resolved) queue.push(resolved);
  }
  return seen;
}

/** Absolute paths of the eager client modules, from the repository at `root`. */
export function eagerModules(root = process.cwd()) {
  return staticClosure(ROOTS.map((file) => path.resolve(root, file)));
}

/**
 * The front page's parts fetched after its first paint without anyone asking (the sections the home
 * page's own modules load with `import()`, and what those import statically): not counted in the
 * 100 KB, but every visitor of the front page downloads them.
 */
export function afterPaintModules(root = process.cwd()) {
  const home = path.resolve(root, HOME_FOLDER) + path.sep;
  const eager = eagerModules(root);
  const lazyRoots = [...eager].filter((file) => file.startsWith(home)).flatMap(dynamicImports);
  const after = staticClosure(lazyRoots);
  for (const file of eager) after.delete(file);
  return after;
}

/**
 * Whether `file` loads `pkg` through its static imports (transitively), memoised in `memo`; the
 * answer is the first import line of `file` on such a path, or undefined.
 */
export function pathToPackage(file, pkg, memo = new Map()) {
  if (memo.has(file)) return memo.get(file);
  memo.set(file, undefined); // a cycle adds nothing
  let found;
  for (const [specifier, resolved] of staticImports(file)) {
    if (specifier === pkg || specifier.startsWith(`${pkg}/`) || (resolved && pathToPackage(resolved, pkg, memo))) {
      found = specifier;
      break;
    }
  }
  memo.set(file, found);
  return found;
}
