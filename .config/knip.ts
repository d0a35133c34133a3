// knip (run by `npm test`): files, exports and dependencies nothing uses. Entry points are what runs on its own —
// the SPA, the server, the worker, the CLI, the sandboxes' child processes, benchmarks, end-to-end specs, scripts —
// plus what the Jest, Vite and ESLint configurations name (test files and their setup).
const config = {
  // The SPA (src/main.tsx, through src/index.html), the server and the worker are found through vite.config.ts and
  // package.json's scripts.
  entry: [
    'server/cli/*.ts',
    // `npm run worker` runs it through server/launch.mjs.
    'server/worker-main.ts',
    'server/sandbox/*-child.mjs',
    // Started from the command line for local OpenID Connect testing (docs/server.md).
    'server/test/support/oidc-test-provider.ts',
    'bench/*.{ts,mjs}',
    'e2e/**/*.test.ts',
    'scripts/**/*.{mjs,js,ts}',
    'codegen.config.ts',
    // The API client's surface: every generated hook is re-exported in these two on purpose (docs/spa-core.md).
    'src/api/exam-api.ts',
    'src/api/session-api.ts',
  ],
  project: ['src/**/*.{ts,tsx}', 'server/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts', 'scripts/**/*.{mjs,js,ts}'],
  // Written by `npm run codegen`, checked by `npm run codegen:check`. The SPA's two runtime parts of the client export
  // the contract's types too, which the app takes from the whole contract's file (src/api/generated/exam-api.ts).
  ignore: ['server/generated/**', 'src/api/generated/session-endpoints.ts', 'src/api/generated/feature-endpoints.ts'],
  // A name a module exports and uses itself is part of its interface, not dead code.
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Installed with jest; tests import describe/expect from it.
    '@jest/globals',
    // Loaded by tools, not imported: the codegen CLI reads codegen.config.ts through esbuild-runner, and Jest reads
    // jest.config.ts through ts-node.
    'esbuild-runner',
    'ts-node',
  ],
  jest: { config: ['jest.config.ts'] },
  vite: { config: ['vite.config.ts'] },
  eslint: { config: ['.config/eslint.config.js'] },
};

export default config;
