// ESLint rule `local/eager-imports`: in a module every visitor downloads before the home page is
// interactive (eager-modules.mjs), refuse an import that would put a package outside the allowed few, or
// the staff area, into that download. The home page's budget (.size-limit.js, 100 KB) then fails at the
// import line, with the way out, rather than after a build.
import path from 'node:path';
import { eagerModules } from './eager-modules.mjs';

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

let eager;

export const eagerImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep heavy packages and the staff area out of the code every page loads first.' },
    schema: [],
  },
  create(context) {
    eager ??= eagerModules(context.cwd);
    const file = path.resolve(context.filename);
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
