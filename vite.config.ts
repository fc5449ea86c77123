import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Files worth compressing: text, at least 1 KB (smaller ones gain nothing from it). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Brotli (quality 11) and gzip (level 9) copies of every compressible file of the client build,
 * written next to it (`x.js.br`, `x.js.gz`): the server sends them as files (@fastify/static
 * `preCompressed`) instead of compressing the same bytes again on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bylocals:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((entry) => (entry.isDirectory() ? walk(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
      for (const file of walk(outDir)) {
        if (!COMPRESSIBLE.test(file)) continue;
        const raw = fs.readFileSync(file);
        if (raw.length < 1024) continue;
        const br = zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
        const gz = zlib.gzipSync(raw, { level: 9 });
        if (br.length < raw.length) fs.writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) fs.writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * dist/client/.vite/page-modules.json: which module each route of src/client/routes.tsx loads
 * ({ "/": "features/home/HomePage.tsx", ... }, keys of Vite's manifest). The server preloads a
 * rendered page's own chunks from it, so they download beside the entry instead of after it.
 */
function pageModules(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'bylocals:page-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const source = fs.readFileSync(path.join(root, 'routes.tsx'), 'utf8');
      const pages: Record<string, string> = {};
      for (const [, route, module] of source.matchAll(/'(\/[^']*)': lazy\(\(\) => import\('\.\/([^']+)'\)\)/g)) {
        pages[route!] = `${module}.tsx`;
      }
      fs.mkdirSync(path.join(outDir, '.vite'), { recursive: true });
      fs.writeFileSync(path.join(outDir, '.vite', 'page-modules.json'), JSON.stringify(pages, null, 2));
    },
  };
}

// The client lives in src/client; the server serves dist/client in production and
// mounts Vite as middleware in development (see src/server/platform/static.ts).
// `vite build --ssr` bundles the page renderer (src/client/entry-server.tsx) into dist/server
// with its libraries, so the server needs nothing from the client's node_modules at run time.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim\/index\.js$/,
        replacement: path.resolve('src/client/lib/use-sync-external-store-shim.ts'),
      },
    ],
  },
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [pageModules(), precompress()])],
  build: isSsrBuild
    ? { outDir: '../../dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : {
        outDir: '../../dist/client',
        emptyOutDir: true,
        assetsDir: 'assets',
        sourcemap: false,
        // One stylesheet for the whole site (its lazy parts' few rules included), which rendered pages
        // carry inline: with a stylesheet per chunk, the lazy chunks named the entry's one as theirs,
        // and loading them fetched it a second time and restyled the whole page (decision 032).
        cssCodeSplit: false,
        // dist/client/.vite/manifest.json: which files each entry and page loads (the size budget reads it).
        manifest: true,
        // Every browser the site supports knows <link rel="modulepreload">: no polyfill in the entry.
        modulePreload: { polyfill: false },
        // Every module the entry needs up front goes into one chunk ('app'), and shared chunks under
        // 4 KB are copied into the chunks that use them: about 70 files instead of 144, and no page
        // waits on a chain of tiny ones.
        rolldownOptions: {
          preserveEntrySignatures: false,
          output: {
            // Lazy chunks are named by their hash alone: the entry lists every one of them (to fetch a
            // page's imports together with it), and their names were about 0.5 kB of its gzipped size.
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              groups: [{ name: 'app', tags: ['$initial'] }],
              experimentalInlineCommonChunks: { maxSize: 4096 },
            },
          },
        },
      },
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: { hmr: { port: 24678 } },
}));
