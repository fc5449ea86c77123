import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The client lives in src/client; the server serves dist/client in production and
// mounts Vite as middleware in development (see src/server/platform/static.ts).
export default defineConfig({
  root: 'src/client',
  publicDir: 'public',
  plugins: [react(), tailwindcss()],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    assetsDir: 'assets',
    sourcemap: false,
  },
  server: { hmr: { port: 24678 } },
});
