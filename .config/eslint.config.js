import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// Features do not import each other (compose them in src/app/); the app-wide state features (auth, settings,
// alerts) are the exception every feature may read.
const sharedStateFeatures = ['auth', 'settings', 'alerts'];
const features = readdirSync(new URL('../src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`, ...sharedStateFeatures.filter((s) => s !== name).map((s) => `./${s}`)],
  message: 'Features do not import each other: move shared code to components/ or lib/, compose in app/.',
}));

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
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...queryZones] }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['tsconfig.json', 'server/tsconfig.json'], noWarnOnMultipleProjects: true })] },
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
