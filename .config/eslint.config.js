import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// The SPA's layers (docs/architecture.md): imports run one way only, shared → core → features → app.
//   shared   src/api, src/components, src/config, src/i18n, src/lib, src/theme: imports no layer above it;
//   core     src/core (auth, settings, alerts, the store, typed hooks, listeners, navigation): imports shared only;
//   features src/features/<name>: shared and core, never another feature (compose features in app/);
//   app      src/app and src/main.tsx: composes everything (routes, layouts, providers).
// src/test (render helpers, the fake API) builds the real store and routes, so it sits above every layer: tests of
// any layer use it, production code never does.
const src = (dir) => `./src/${dir}`;
const shared = ['api', 'components', 'config', 'i18n', 'lib', 'theme'].map(src);
const features = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const layerZones = [
  {
    target: shared,
    from: [src('core'), src('features'), src('app'), './src/main.tsx'],
    message: 'Shared code imports no core, feature or app module: pass what it needs in (props, context, actions).',
  },
  {
    target: src('core'),
    from: [src('features'), src('app'), './src/main.tsx'],
    message: 'Core imports only shared code: features and the app build on it, not the other way round.',
  },
  {
    target: src('features'),
    from: [src('app'), './src/main.tsx'],
    message: 'Features do not import the app: it composes them (routes, layouts).',
  },
  ...features.map((name) => ({
    target: src(`features/${name}`),
    from: src('features'),
    except: [`./${name}`],
    message: 'Features do not import each other: move shared code to components/ or lib/ (or core/ for app state), compose in app/.',
  })),
];
// Test code (tests, fixtures, src/test itself) may use the test support; nothing else may.
const testFiles = ['src/**/__tests__/**', 'src/**/__fixtures__/**', 'src/test/**'];
const productionZones = [
  ...layerZones,
  { target: './src', from: src('test'), message: 'Production code does not import test support (src/test).' },
  {
    target: './src',
    from: './server',
    except: ['./rules'],
    message: 'The SPA imports from the server only the pure rules both sides apply (server/rules).',
  },
];

// A server module's queries are private to it: another module calls its service (or the shared helper moves to a
// module that owns it).
const serverModules = readdirSync(new URL('../server/modules', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const queryZones = serverModules.map((name) => ({
  target: `./server/modules/${name}`,
  from: serverModules.filter((other) => other !== name).map((other) => `./server/modules/${other}/queries.ts`),
  message: "A module's queries are private: call the other module's service.",
}));

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**', 'src/api/generated/**', 'server/generated/**', 'e2e/artifacts/**', 'data/**'] },
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...productionZones, ...queryZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true })] },
  },
  {
    files: testFiles,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['server/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '.ci/**/*.mjs', 'scripts/**/*.mjs'],
    rules: { 'no-console': 'off', 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // The SQL half of the same rule: a module loads only its own .sql files.
    files: ['server/modules/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='URL'] > Literal[value=/^\\.\\.\\/.*\\.sql$/]",
          message: "A module's queries are private: load only the module's own .sql files.",
        },
      ],
    },
  },
);
