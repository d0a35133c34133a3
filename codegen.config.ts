import type { ConfigFile } from '@rtk-query/codegen-openapi';

// The SPA's endpoints are generated from the one contract; never edit the output by hand.
const config: ConfigFile = {
  schemaFile: './openapi.yaml',
  apiFile: './src/api/base-api.ts',
  apiImport: 'baseApi',
  outputFile: './src/api/generated/exam-api.ts',
  exportName: 'generatedApi',
  hooks: { queries: true, lazyQueries: true, mutations: true },
  tag: true,
};

export default config;
