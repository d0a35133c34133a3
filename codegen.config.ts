import type { ConfigFile } from '@rtk-query/codegen-openapi';

// The SPA's endpoints are generated from the one contract; never edit the output by hand. Three files
// (docs/spa-core.md, "The API client"):
//   - session-endpoints.ts: what every page needs before any feature loads — signing in, the current user, their
//     settings, the header's course and year lists, search, presence, the home page's activity. Loaded up front.
//   - feature-endpoints.ts: everything else, loaded with the first feature page that uses it.
//   - exam-api.ts: the whole contract, imported only for its types (`import type`), so it is never bundled.
const sessionTags = ['System', 'Auth', 'Settings', 'Lookups'];
const sessionOperations = ['listCourses', 'listAcademicYears', 'reportPresence'];
const isSession = (name: string, tags: string[] | undefined) =>
  sessionTags.includes(tags?.[0] ?? '') || sessionOperations.includes(name);

const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
  outputFiles: {
    './src/api/generated/session-endpoints.ts': {
      filterEndpoints: (name, definition) => isSession(name, definition.operation.tags),
    },
    // Injected into the session's API, so that its type has every endpoint (the store is typed with it).
    './src/api/generated/feature-endpoints.ts': {
      apiFile: './src/api/session-api.ts',
      apiImport: 'sessionApi',
      filterEndpoints: (name, definition) => !isSession(name, definition.operation.tags),
    },
    './src/api/generated/exam-api.ts': {},
  },
};

export default config;
