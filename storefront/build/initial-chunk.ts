import type { Plugin } from 'vite';

/** Where a module of a first page comes from: the entry (`ENTRY`) or a landing page. */
export const ENTRY = 'entry';

/**
 * Records which modules a first page loads, and from where: a module with code in the
 * entry chunk, or in a chunk the entry imports statically, maps to `{ENTRY}` (with
 * `appStart`, the chunk of the module it names stands for the entry: the entry loads it
 * after the first paint, and keeps its own modules to itself); one in a
 * landing page's chunk (`landing(id)` names its facade), or in a chunk that one imports,
 * maps to the landing pages that reach it (after tree-shaking, so a library's unused parts
 * are not counted). build.ts's second pass makes its chunks from this (first-load-groups.ts).
 */
export function recordInitialModules(
  into: Map<string, Set<string>>,
  landing: (moduleId: string) => boolean = () => false,
  appStart?: (moduleId: string) => boolean,
): Plugin {
  return {
    name: 'commerce:record-initial-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [[output.fileName, output] as const] : [],
        ),
      );
      /**
       * The modules in chunk `start` and the chunks it imports statically: those with code,
       * or all of them (`withEmpty`, for a page's chunk: a barrel tree-shaking emptied goes
       * with the page that reaches it rather than into an empty chunk of its own; not for the
       * entry's, whose group takes a module's imports along, a barrel's re-exports too).
       */
      const reach = (start: string, withEmpty = false) => {
        const modules = new Set<string>();
        const seen = new Set<string>();
        const pending = [start];
        while (pending.length > 0) {
          const chunk = chunks.get(pending.pop() as string);
          // The entry's own chunk stays the entry's (with `appStart`: it is not the first load).
          if (!chunk || seen.has(chunk.fileName) || (appStart && chunk.isEntry)) continue;
          seen.add(chunk.fileName);
          for (const [id, module] of Object.entries(chunk.modules)) {
            if (withEmpty || module.renderedLength > 0) modules.add(id);
          }
          pending.push(...chunk.imports);
        }
        return modules;
      };
      const fromEntry = new Set<string>();
      for (const chunk of chunks.values()) {
        const root = appStart
          ? chunk.facadeModuleId !== null && appStart(chunk.facadeModuleId)
          : chunk.isEntry;
        if (root) for (const id of reach(chunk.fileName)) fromEntry.add(id);
      }
      for (const id of fromEntry) into.set(id, new Set([ENTRY]));
      for (const chunk of chunks.values()) {
        const page = chunk.facadeModuleId;
        if (page === null || !landing(page)) continue;
        for (const id of reach(chunk.fileName, true)) {
          if (fromEntry.has(id)) continue;
          const pages = into.get(id) ?? new Set<string>();
          pages.add(page);
          into.set(id, pages);
        }
      }
    },
  };
}
