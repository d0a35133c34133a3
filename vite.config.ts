import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { offlineShell } from './scripts/offline-shell/vite-plugin';

const apiTarget = process.env.API_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The SPA's entry (index.html) lives in src/ so the top level holds only the project's own files.
// react-router's package exports name only its development build (dev-time checks and messages, ~40 % larger);
// production builds take the production files it ships beside them.
const reactRouterProduction = [
  { find: /^react-router$/, replacement: fromRoot('./node_modules/react-router/dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: fromRoot('./node_modules/react-router/dist/production/dom-export.mjs') },
];

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes `.br` and `.gz` beside every text file of the build, once, at build time; the server sends them to
 * browsers that accept them (`@fastify/static` preCompressed) instead of compressing on every request.
 */
function precompress(): Plugin {
  let outDir = '';
  async function* files(dir: string): AsyncGenerator<string> {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) yield* files(path);
      else if (COMPRESSIBLE.test(entry.name)) yield path;
    }
  }
  return {
    name: 'examhall-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of files(outDir)) {
        if ((await stat(path)).size < 512) continue;
        jobs.push(
          (async () => {
            const source = await readFile(path);
            const [br, gz] = await Promise.all([
              brotli(source, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: source.length } }),
              gzipAsync(source, { level: 9 }),
            ]);
            if (br.length < source.length) await writeFile(`${path}.br`, br);
            if (gz.length < source.length) await writeFile(`${path}.gz`, gz);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

// What a student's exam needs offline, kept by the service worker at install (scripts/offline-shell): the student's
// layouts and pages, the question renderers and grade view, the code editor, the Croatian strings, the default font.
const STUDENT_OFFLINE_MODULES = [
  /\/src\/app\/layouts\/(main-layout|student-layout|exam-layout)\.tsx$/,
  /\/src\/app\/pages\/(home-switch|take-exam-route|exam-review-route|not-found-page)\.tsx$/,
  /\/src\/features\/exam-taking\//,
  /\/src\/features\/questions\/renderers\/question-renderer\.tsx$/,
  /\/src\/features\/questions\/components\/grade-result\.tsx$/,
  /\/src\/components\/code-editor\.tsx$/,
  /\/src\/i18n\/locales\/hr\/pack\.ts$/,
  /\/@fontsource\/poppins\//,
];

export default defineConfig(({ command }) => ({
  root: fromRoot('./src'),
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  publicDir: fromRoot('./public'),
  plugins: [react(), offlineShell({ modules: STUDENT_OFFLINE_MODULES }), precompress()],
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
