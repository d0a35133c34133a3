// The server's copy of the contract's types: the type declarations of the generated client (everything between
// the endpoint definitions and the hook exports), so server code is typed by openapi.yaml without importing the
// SPA. Written by `npm run codegen`; `npm run codegen:check` fails when it is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

export function serverTypes(client) {
  const start = client.indexOf('export type ');
  const end = client.indexOf('export const {', start);
  if (start < 0 || end < 0) throw new Error('the generated client does not have the expected layout');
  return `// GENERATED from openapi.yaml by scripts/server-types.mjs (npm run codegen). Do not edit.\n${client.slice(start, end).trimEnd()}\n`;
}

const root = resolve(import.meta.dirname, '..');
export const serverTypesPath = resolve(root, 'server/generated/contract-types.ts');

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const client = readFileSync(resolve(root, 'src/api/generated/exam-api.ts'), 'utf8');
  writeFileSync(serverTypesPath, serverTypes(client));
  console.log('Generated ./server/generated/contract-types.ts');
}
