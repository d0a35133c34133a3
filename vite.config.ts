import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The SPA's entry (index.html) lives in src/ so the top level holds only the project's own files.
// react-router's package exports name only its development build (dev-time checks and messages, ~40 % larger);
// production builds take the production files it ships beside them.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs') },
];

export default defineConfig(({ command }) => ({
  root: fromRoot('./src'),
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  publicDir: fromRoot('./public'),
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': {
        target: apiTarget,
        changeOrigin: false,
        // With the root in src/, the SPA's own modules under src/api/ are also requested as /api/*.ts.
        bypass: (req) => (/\.tsx?(\?|$)/.test(req.url ?? '') ? req.url : undefined),
      },
    },
  },
  build: {
    outDir: fromRoot('./dist'),
    emptyOutDir: true,
    sourcemap: true,
    chunkSizeWarningLimit: 1500,
  },
}));
