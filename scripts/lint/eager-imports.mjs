// ESLint rule `local/eager-imports`: in a module every visitor downloads before the home page is
// interactive (eager-modules.mjs), refuse an import that would put a package outside the allowed few, or
// the staff area, into that download. The home page's budget (.size-limit.js, 100 KB) then fails at the
// import line, with the way out, rather than after a build. In the front page's parts fetched after its
// first paint, it refuses an import that brings zod along (its 24 KB chunk would follow every visit).
import path from 'node:path';
import { afterPaintModules, eagerModules, pathToPackage, resolveModule } from './eager-modules.mjs';

/** Packages the entry and the home page load today; each one counts against the 100 KB budget. */
export const EAGER_PACKAGES = [
  'react',
  'react-dom',
  'react-dom/client',
  'wouter',
  'lucide-react',
  '@tanstack/react-query',
];

/** Client folders only staff use: never part of a reader's first download. */
const STAFF_AREA = /\/src\/client\/features\/newsroom\//;

/** Packages the front page's after-paint parts must not bring along, even through a shared module. */
const NOT_AFTER_PAINT = ['zod'];

let eager;
let afterPaint;
const reaches = new Map(NOT_AFTER_PAINT.map((pkg) => [pkg, new Map()]));

/** The package of NOT_AFTER_PAINT that importing `specifier` from `file` loads, if any. */
function refusedAfterPaint(file, specifier) {
  for (const pkg of NOT_AFTER_PAINT) {
    if (specifier === pkg || specifier.startsWith(`${pkg}/`)) return pkg;
    const target = specifier.startsWith('.') ? resolveModule(file, specifier) : undefined;
    if (target && pathToPackage(target, pkg, reaches.get(pkg))) return pkg;
  }
  return undefined;
}

/** Refuses, in a front-page part fetched after the first paint, an import that brings a refused package along. */
function afterPaintChecks(context, file) {
  const check = (node) => {
    if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
    const specifier = node.source.value;
    const pkg = refusedAfterPaint(file, specifier);
    if (!pkg) return;
    context.report({
      node: node.source,
      message:
        `${specifier} brings ${pkg} into the front page's parts loaded after its first paint, which every visitor ` +
        `downloads: take what is needed from a module free of ${pkg} (such as shared/spotlight-types.ts or ` +
        `shared/newsroom/images.ts), or load it with import() where it is used. See docs/performance.md.`,
    });
  };
  return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
}

export const eagerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep heavy packages and the staff area out of the code every page loads first.' },
    schema: [],
  },
  create(context) {
    eager ??= eagerModules(context.cwd);
    afterPaint ??= afterPaintModules(context.cwd);
    const file = path.resolve(context.filename);
    if (afterPaint.has(file) && file.includes(`${path.sep}src${path.sep}client${path.sep}`)) {
      return afterPaintChecks(context, file);
    }
    if (!eager.has(file)) return {};
    const check = (node) => {
      if (node.importKind === 'type' || node.exportKind === 'type' || !node.source) return;
      const specifier = node.source.value;
      if (specifier.startsWith('.')) {
        const target = path.resolve(path.dirname(file), specifier) + '/';
        if (STAFF_AREA.test(target)) {
          context.report({
            node: node.source,
            message: `${specifier} is staff code, and this module loads with every page: import it with import() where it is used.`,
          });
        }
        return;
      }
      if (EAGER_PACKAGES.includes(specifier)) return;
      context.report({
        node: node.source,
        message:
          `${specifier} would load with every page (this module is part of the home page's first download, ` +
          `budget 100 KB): import it with import() where it is used, or move the code that needs it out of ` +
          `this module. See docs/performance.md.`,
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
