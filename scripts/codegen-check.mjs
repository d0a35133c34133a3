// Regenerates the RTK Query client into a temporary file (with codegen.config.ts, only the output path
// changed) and the server's contract types in memory, and fails when either differs from the committed one.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { serverTypes, serverTypesPath } from './server-types.mjs';

const root = resolve(import.meta.dirname, '..');
const { default: config } = await tsImport(join(root, 'codegen.config.ts'), import.meta.url);
const committedPath = join(root, config.outputFile);
const dir = mkdtempSync(join(tmpdir(), 'examhall-codegen-'));
try {
  const outFile = join(dir, 'exam-api.ts');
  const cfg = join(dir, 'codegen.config.mjs');
  const absolute = (p) => join(root, p);
  writeFileSync(
    cfg,
    `export default ${JSON.stringify({
      ...config,
      schemaFile: absolute(config.schemaFile),
      apiFile: absolute(config.apiFile),
      outputFile: outFile,
    })};`,
  );
  execFileSync(join(root, 'node_modules/.bin/rtk-query-codegen-openapi'), [cfg], { cwd: root, stdio: 'pipe' });
  // The generator writes the api import relative to the output file; normalise it before comparing.
  const fresh = readFileSync(outFile, 'utf8').replace(/from "[^"]*base-api"/, 'from "../base-api"');
  if (fresh !== readFileSync(committedPath, 'utf8')) {
    console.error(`${config.outputFile} is stale: run \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  if ((await serverTypes()) !== readFileSync(serverTypesPath, 'utf8')) {
    console.error('server/generated/contract-types.ts is stale: run `npm run codegen` and commit the result.');
    process.exit(1);
  }
  console.log('generated client and server types are up to date');
} finally {
  rmSync(dir, { recursive: true, force: true });
}
