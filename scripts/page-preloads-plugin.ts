import type { Plugin, Rolldown } from 'vite';

/** Where the build writes the files each lazy page needs (a dot folder: never served). */
export const PAGE_PRELOADS_FILE = '.vite/page-preloads.json';

/** Route path to the JS files (relative to the web root) its page chunk needs beyond the entry. */
export type PagePreloads = Record<string, string[]>;

/**
 * Writes PAGE_PRELOADS_FILE: for every route in `pages` (route to module, relative to Vite's root),
 * the page's chunk and every chunk it statically imports, less what index.html already loads. A
 * module that is not a chunk of its own fails the build, so the table cannot silently go stale.
 */
export function pagePreloads(pages: Readonly<Record<string, string>>): Plugin {
  let root = '';
  return {
    name: 'page-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (file): file is Rolldown.OutputChunk => file.type === 'chunk',
      );
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page-preloads: the build has no entry chunk');
      const loadedByEntry = staticClosure(bundle, entry.fileName);
      const preloads: PagePreloads = {};
      for (const [route, module] of Object.entries(pages)) {
        const chunk = chunks.find(
          (c) => c.isDynamicEntry && c.facadeModuleId === `${root}/${module}`,
        );
        if (!chunk) throw new Error(`page-preloads: ${module} (for ${route}) is not a lazy chunk`);
        preloads[route] = [...staticClosure(bundle, chunk.fileName)].filter(
          (file) => !loadedByEntry.has(file),
        );
      }
      this.emitFile({
        type: 'asset',
        fileName: PAGE_PRELOADS_FILE,
        source: `${JSON.stringify(preloads, null, 2)}\n`,
      });
    },
  };
}

/** A chunk and every chunk it imports statically, transitively. */
function staticClosure(bundle: Rolldown.OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (seen.has(name) || file?.type !== 'chunk') return;
    seen.add(name);
    for (const imported of file.imports) visit(imported);
  };
  visit(fileName);
  return seen;
}
