import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * A file of the sandbox's own (a child's script, a module the children share) where it really is: the server may run
 * from a transpiled copy whose plain JavaScript files link to the sources (server/launch.mjs), and a child started
 * from there would find its packages through a path that Node's permission model does not allow it to read.
 */
export function sandboxFile(name: string): string {
  return realpathSync(fileURLToPath(new URL(`./${name}`, import.meta.url)));
}
