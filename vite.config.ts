import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client lives in src/client; the server serves dist/client in production and
// mounts Vite as middleware in development (see src/server/platform/static.ts).
// `vite build --ssr` bundles the page renderer (src/client/entry-server.tsx) into dist/server
// with its libraries, so the server needs nothing from the client's node_modules at run time.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: isSsrBuild
    ? { outDir: '../../dist/server', emptyOutDir: true, sourcemap: false, copyPublicDir: false }
    : { outDir: '../../dist/client', emptyOutDir: true, assetsDir: 'assets', sourcemap: false },
  ssr: isSsrBuild ? { noExternal: true } : undefined,
  server: { hmr: { port: 24678 } },
}));
