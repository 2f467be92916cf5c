import type { Plugin } from 'vite';

/**
 * Records which modules the first page of the app loads: those with code in the entry
 * chunk, in a chunk whose module `landing(id)` names (a page shoppers arrive on), or in a
 * chunk either imports statically (after tree-shaking, so a library's unused parts are not
 * counted). build.ts makes one chunk of them in its second pass.
 */
export function recordInitialModules(
  into: Set<string>,
  landing: (moduleId: string) => boolean = () => false,
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
      const pending = [...chunks.values()].filter(
        (chunk) =>
          chunk.isEntry || (chunk.facadeModuleId !== null && landing(chunk.facadeModuleId)),
      );
      const seen = new Set<string>();
      while (pending.length > 0) {
        const chunk = pending.pop();
        if (!chunk || seen.has(chunk.fileName)) continue;
        seen.add(chunk.fileName);
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (module.renderedLength > 0) into.add(id);
        }
        for (const imported of chunk.imports) {
          const next = chunks.get(imported);
          if (next) pending.push(next);
        }
      }
    },
  };
}
