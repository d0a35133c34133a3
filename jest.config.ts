import type { Config } from 'jest';

// ESM-only packages that ts-jest must turn into CommonJS for jest's module system.
const esmPackages = [
  '@ant-design/colors',
  '@ant-design/icons',
  '@ant-design/icons-svg',
  '@rc-component',
  'rc-[a-z-]+',
  'antd',
  'intl-messageformat',
  '@formatjs',
  // msw's ESM-only dependencies
  'rettime',
  'until-async',
  '@open-draft',
].join('|');

const tsJest = (tsconfig: Record<string, unknown>) => [
  'ts-jest',
  { tsconfig: { rootDir: '.', allowJs: true, esModuleInterop: true, isolatedModules: true, ...tsconfig }, diagnostics: false },
];

const tsJestEsm = [
  'ts-jest',
  { useESM: true, tsconfig: { rootDir: '.', module: 'ESNext', target: 'ES2022', moduleResolution: 'Bundler', esModuleInterop: true, isolatedModules: true }, diagnostics: false },
];

const config: Config = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/src/test/jsdom-environment.ts',
      roots: ['<rootDir>/src'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      transform: { '^.+\\.m?[tj]sx?$': tsJest({ jsx: 'react-jsx', module: 'commonjs', target: 'ES2022' }) },
      transformIgnorePatterns: [`/node_modules/(?!(${esmPackages})/)`],
      moduleNameMapper: {
        '^.+\\.(css|less|woff2?|ttf|svg|png)$': '<rootDir>/src/test/style-stub.ts',
        '^redux-persist/es/(.*)$': 'redux-persist/lib/$1',
        '^.*/config/env$': '<rootDir>/src/test/env.ts',
        // The pure modules the SPA shares with the server (server/rules) import each other with `.js`, as Node wants.
        '^(\\.{1,2}/.*)\\.js$': '$1',
      },
    },
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      setupFilesAfterEnv: ['<rootDir>/server/test/support/setup.ts'],
      // The SQL sandbox's snapshot, made once before the workers start (server/cli/prepare-sandboxes.ts).
      globalSetup: '<rootDir>/server/test/support/global-setup.mjs',
      // The server's dependencies include ESM-only packages (openid-client, the OpenAPI validator), so its
      // tests run as native ES modules (NODE_OPTIONS=--experimental-vm-modules, set by the npm scripts).
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': tsJestEsm },
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
    },
    {
      displayName: 'e2e',
      testEnvironment: 'node',
      roots: ['<rootDir>/e2e'],
      extensionsToTreatAsEsm: ['.ts'],
      transform: { '^.+\\.ts$': tsJestEsm },
      moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
      setupFilesAfterEnv: ['<rootDir>/e2e/support/setup.ts'],
    },
  ],
};

export default config;
