import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import globals from 'globals';
import { eagerImports } from './scripts/lint/eager-imports.mjs';

const boundary = (from, banned, paths = []) => ({
  files: [`src/${from}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths,
        patterns: banned.map((b) => ({
          regex: `^(\\.\\./)+(src/)?${b}/`,
          message: `src/${from} must not import from src/${b}.`,
        })),
      },
    ],
  },
});

/**
 * Folders that hold several features under one name: the staff area is `features/newsroom/` on both
 * sides, one folder per desk (content, review, payouts, ...). Each desk is a feature of its own behind the
 * same walls; the group folder itself holds no files.
 */
const FEATURE_GROUPS = ['newsroom'];

const subfolders = (dir) =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

const featureFolders = (side) =>
  subfolders(`src/${side}/features`).flatMap((name) => {
    if (!FEATURE_GROUPS.includes(name)) return [name];
    const group = `src/${side}/features/${name}`;
    const loose = fs.readdirSync(group, { withFileTypes: true }).filter((d) => !d.isDirectory());
    if (loose.length > 0) throw new Error(`${group} holds desks only; move ${loose[0].name} into one of them.`);
    return subfolders(group).map((desk) => `${name}/${desk}`);
  });

/**
 * The walls between features: a feature folder imports only from itself and from the shared layers
 * (server: platform, adapters, db, shared; client: lib, components, shared). What two features both
 * need moves to a shared layer; the shared layers never import a feature.
 */
const walls = (side, sharedLayers) => [
  ...featureFolders(side).map((name) => ({
    target: `./src/${side}/features/${name}`,
    from: `./src/${side}/features`,
    except: [`./${name}`],
    message: `A feature folder must not import another feature; move what both need to ${sharedLayers.join(' or ')}.`,
  })),
  {
    target: sharedLayers.map((layer) => `./src/${side}/${layer}`),
    from: `./src/${side}/features`,
    message: `src/${side}/${sharedLayers.join(', ')} must not import from a feature folder.`,
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'src/server/db/migrations/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': 'off',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...walls('server', ['platform', 'adapters', 'db', 'test']),
            ...walls('client', ['lib', 'components', 'test']),
            {
              target: './src/client/lib',
              from: './src/client/components',
              message: 'src/client/lib is below components: move what both need into lib.',
            },
          ],
        },
      ],
    },
  },
  {
    // The code every page loads first stays small: heavy packages and the staff area load on demand.
    files: ['src/client/**/*.{ts,tsx}', 'src/shared/**/*.ts'],
    plugins: { local: { rules: { 'eager-imports': eagerImports } } },
    rules: { 'local/eager-imports': 'error' },
  },
  boundary('shared', ['server', 'client']),
  boundary(
    'client',
    ['server'],
    [
      {
        name: 'react',
        importNames: ['Suspense'],
        message: 'Use Boundary from lib/ssr.tsx: the page is marked hydrated once every server-rendered boundary is.',
      },
    ],
  ),
  boundary(
    'server',
    ['client'],
    ['node:async_hooks', 'async_hooks'].map((name) => ({
      name,
      message:
        'A request context (AsyncLocalStorage) costs every promise of every request on Node 20 and 22: pass what is needed, and log through req.log (docs/performance.md).',
    })),
  ),
);
