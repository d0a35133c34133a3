// `npm run serve` (and `npm run worker`): runs server/server.ts (or the file given) from plain JavaScript transpiled
// once per version of the server's sources, instead of through tsx's loader at every start. Loading the server's
// modules through the loader took about twice what loading them as JavaScript takes (~2 s against ~1 s of a restart on
// a slow two-core machine, bench/README.md); transpiling the whole server takes ~0.2 s, and only when a source changed.
//
// The transpiled tree mirrors the repository in node_modules/.cache/examhall/server-<hash>/: server/ with every file
// (TypeScript as JavaScript; the rest — SQL blocks, migrations, sandbox children — as links to the sources),
// openapi.yaml, package.json and node_modules as links too, so that paths relative to a module (`new URL('./x.sql',
// import.meta.url)`, `../openapi.yaml`) and package lookups resolve as they do in the sources. Sandbox children run
// from the sources themselves (server/sandbox/files.ts), where Node's permission model lets them read their packages. When that cannot be
// made (no esbuild, a read-only installation), the server runs through tsx as before.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entry = process.argv[2] ?? 'server/server.ts';
/** Folders of the server that only tests use. */
const SKIPPED = new Set(['__tests__', 'test', '__fixtures__']);

function serverFiles(dir = join(root, 'server')) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return SKIPPED.has(item.name) ? [] : serverFiles(path);
    return item.isFile() ? [path] : [];
  });
}

/** The sources' names, sizes and times, with Node's and esbuild's versions: a new key whenever any of them changes. */
function keyOf(files, esbuildVersion) {
  const hash = createHash('sha256').update(`${process.version} ${esbuildVersion}\n`);
  for (const file of [...files, join(root, 'openapi.yaml'), join(root, 'package.json')]) {
    const stat = statSync(file);
    hash.update(`${relative(root, file)} ${stat.size} ${stat.mtimeMs}\n`);
  }
  return hash.digest('hex').slice(0, 16);
}

async function transpiled() {
  const { transformSync, version } = await import('esbuild');
  const files = serverFiles();
  const cache = join(root, 'node_modules', '.cache', 'examhall');
  const out = join(cache, `server-${keyOf(files, version)}`);
  if (existsSync(join(out, 'server', 'server.js'))) return out;
  // Built beside its final place and renamed, so that two processes starting at once never see half a tree.
  const building = `${out}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  for (const file of files) {
    const target = join(building, relative(root, file));
    mkdirSync(dirname(target), { recursive: true });
    if (file.endsWith('.ts') && !file.endsWith('.d.ts')) {
      const { code } = transformSync(readFileSync(file, 'utf8'), {
        loader: 'ts',
        format: 'esm',
        target: 'node20',
        sourcemap: 'inline',
        sourcefile: file,
      });
      writeFileSync(target.replace(/\.ts$/, '.js'), code);
    } else {
      symlinkSync(file, target);
    }
  }
  symlinkSync(join(root, 'openapi.yaml'), join(building, 'openapi.yaml'));
  symlinkSync(join(root, 'package.json'), join(building, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(building, 'node_modules'), 'dir');
  try {
    renameSync(building, out);
  } catch (error) {
    // Another start made it meanwhile.
    rmSync(building, { recursive: true, force: true });
    if (!existsSync(join(out, 'server', 'server.js'))) throw error;
  }
  // Older versions of the tree go; one in use by a running process keeps working (its files stay open).
  for (const name of readdirSync(cache)) {
    if (name.startsWith('server-') && join(cache, name) !== out && !name.endsWith('.tmp')) rmSync(join(cache, name), { recursive: true, force: true });
  }
  return out;
}

let tree = null;
try {
  tree = await transpiled();
} catch (error) {
  console.warn(`Running the server through tsx: the transpiled copy could not be made (${error instanceof Error ? error.message : error}).`);
}
if (tree) {
  // Error stacks name the TypeScript sources (the transpiled files carry their source maps).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(join(tree, entry.replace(/\.ts$/, '.js'))).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, entry)).href);
}
