import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';

/**
 * Writes the offline shell's service worker (`sw.js` at the root of the build) from service-worker.js, with the
 * build's id and the files it keeps at install: index.html's entry and everything it imports, and the chunks a
 * student's exam needs offline (the modules matched by `modules`), each with its imports, styles and the woff2
 * fonts its styles name. Hand-written rather than Workbox (vite-plugin-pwa 2 installs, but brings 256 packages —
 * workbox-build with Babel, Rollup 2 and terser — for a worker of three rules; docs/exams.md).
 */
export function offlineShell({ modules }: { modules: RegExp[] }): Plugin {
  return {
    name: 'examhall-offline-shell',
    apply: 'build',
    // After Vite's own plugins, which drop the empty JavaScript of CSS-only chunks (fonts, editor themes).
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const files = new Set<string>();
      const visit = (fileName: string) => {
        // Fonts in woff2 only: every browser with service workers takes it, the first source a style sheet names.
        if (files.has(fileName) || /\.(woff|ttf|otf|eot)$/.test(fileName)) return;
        const item = bundle[fileName];
        if (!item) return;
        files.add(fileName);
        if (item.type === 'chunk') {
          for (const imported of item.imports) visit(imported);
          for (const css of item.viteMetadata?.importedCss ?? []) visit(css);
          for (const asset of item.viteMetadata?.importedAssets ?? []) visit(asset);
        } else if (fileName.endsWith('.css')) {
          // The fonts a style sheet names.
          const source = typeof item.source === 'string' ? item.source : new TextDecoder().decode(item.source);
          for (const match of source.matchAll(/url\(\s*['"]?\/?(assets\/[^'")?#]+\.woff2)/g)) visit(match[1]);
        }
      };
      // A module shared by several importers lands in a shared chunk without a facade: chunks are matched by the
      // modules they hold, style sheets of CSS-only imports (fonts) by their source files.
      const matches = (id: string) => modules.some((pattern) => pattern.test(id.replace(/\\/g, '/')));
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk' ? item.isEntry || item.moduleIds.some(matches) : item.originalFileNames.some(matches)) visit(item.fileName);
      }
      const precache = [...files].sort().map((fileName) => `/${fileName}`);
      const build = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
      const template = await readFile(new URL('./service-worker.js', import.meta.url), 'utf8');
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: template.replace("'__EXAMHALL_BUILD__'", JSON.stringify(build)).replace('__EXAMHALL_PRECACHE__', JSON.stringify(precache, null, 1)),
      });
    },
  };
}
