// Regenerates the RTK Query client into a temporary folder (with codegen.config.ts, only the output paths changed)
// and the server's contract types in memory, and fails when any differs from the committed one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { serverTypes, serverTypesPath } from './server-types.mjs';

const root = resolve(import.meta.dirname, '..');
const { default: config } = await tsImport(join(root, 'codegen.config.ts'), import.meta.url);
const absolute = (p) => join(root, p);
const dir = mkdtempSync(join(tmpdir(), 'examhall-codegen-'));
try {
  // The committed files and where each is written now; the options (filters are functions) stay in this process.
  const outputs = Object.entries(config.outputFiles ?? { [config.outputFile]: {} });
  const fresh = outputs.map(([committed, options]) => ({ committed, temporary: join(dir, basename(committed)), options }));
  const cfg = join(dir, 'codegen.config.ts');
  // A config module that imports the real one and only moves the output files into the temporary folder.
  writeFileSync(
    cfg,
    `import config from ${JSON.stringify(absolute('codegen.config.ts'))};
const moved = ${JSON.stringify(Object.fromEntries(fresh.map((f) => [f.committed, f.temporary])))};
export default {
  ...config,
  schemaFile: ${JSON.stringify(absolute(config.schemaFile))},
  apiFile: ${JSON.stringify(absolute(config.apiFile))},
  outputFiles: Object.fromEntries(Object.entries(config.outputFiles).map(([file, options]) => [
    moved[file],
    options.apiFile ? { ...options, apiFile: ${JSON.stringify(root)} + '/' + options.apiFile } : options,
  ])),
};
`,
  );
  execFileSync(join(root, 'node_modules/.bin/rtk-query-codegen-openapi'), [cfg], { cwd: root, stdio: 'pipe' });
  for (const { committed, temporary } of fresh) {
    // The generator writes the api import relative to the output file; normalise it before comparing.
    const text = readFileSync(temporary, 'utf8').replace(/from "[^"]*\/(base-api|session-api)"/, 'from "../$1"');
    if (text !== readFileSync(absolute(committed), 'utf8')) {
      console.error(`${committed} is stale: run \`npm run codegen\` and commit the result.`);
      process.exit(1);
    }
  }
  if ((await serverTypes()) !== readFileSync(serverTypesPath, 'utf8')) {
    console.error('server/generated/contract-types.ts is stale: run `npm run codegen` and commit the result.');
    process.exit(1);
  }
  console.log('generated client and server types are up to date');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
