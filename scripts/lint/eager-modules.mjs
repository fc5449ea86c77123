// The client modules every visitor downloads before the home page is interactive: main.tsx, the home
// page, and everything they import statically (a dynamic `import()` starts a chunk of its own; an
// import of types only is erased by the build). The size check (.size-limit.js) measures the same set
// from the build; this list lets the linter refuse a heavy import at its line instead.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['src/client/main.tsx', 'src/client/features/home/HomePage.tsx'];
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolve(from, specifier) {
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
    found.push([specifier, specifier.startsWith('.') ? resolve(file, specifier) : undefined]);
  }
  return found;
}

/** Absolute paths of the eager client modules, from the repository at `root`. */
export function eagerModules(root = process.cwd()) {
  const seen = new Set();
  const queue = ROOTS.map((file) => path.resolve(root, file));
  while (queue.length > 0) {
    const file = queue.pop();
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    for (const [, resolved] of staticImports(file)) if (resolved) queue.push(resolved);
  }
  return seen;
}
