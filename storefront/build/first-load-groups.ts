import { ENTRY } from './initial-chunk.ts';

export interface ChunkGroup {
  name: string;
  test(id: string): boolean;
  includeDependenciesRecursively?: boolean;
}

/** `src/routes/products.$handle.tsx?tsr-split=component` → `products-handle`. */
function pageName(moduleId: string): string {
  const file = /\/src\/routes\/([^/?]+)\.tsx/.exec(moduleId)?.[1] ?? moduleId;
  return file.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');
}

/**
 * The second pass's chunks from the first pass's record (initial-chunk.ts): `app`, the
 * entry's chunk, holds what every page needs; each set of landing pages gets one chunk of
 * the code only they share (the product page's gallery, the listings' filters), which the
 * server's page names as a preload of its route (router-manifest.ts), so it loads beside
 * the entry and not after it. A shopper landing on a listing no longer downloads the
 * product page's code, nor the other way round.
 */
export function firstLoadGroups(origins: ReadonlyMap<string, ReadonlySet<string>>): ChunkGroup[] {
  const pages = new Set([...origins.values()].flatMap((from) => [...from]));
  pages.delete(ENTRY);
  const groups = new Map<string, { pages: number; ids: Set<string> }>();
  for (const [id, from] of origins) {
    // Code that every landing page loads costs no request of its own in the entry's chunk.
    const everywhere = from.has(ENTRY) || from.size === pages.size;
    const name = everywhere ? 'app' : `page-${[...from].map(pageName).sort().join('_')}`;
    const group = groups.get(name) ?? { pages: everywhere ? Infinity : from.size, ids: new Set() };
    group.ids.add(id);
    groups.set(name, group);
  }
  // Rolldown gives a group the modules its captured modules import, in the groups' order.
  // What a module imports reaches at least the pages it reaches, so the widest sets go
  // first: `app`, then the code of many pages before the code of one, each module in its
  // own set's chunk.
  return [...groups]
    .sort(([a, x], [b, y]) => y.pages - x.pages || a.localeCompare(b))
    .map(([name, { ids }]) => ({
      name,
      test: (id: string) => ids.has(id),
      // A page's chunk takes only its recorded modules: what they import but a page does not
      // use (an export tree-shaking dropped) would else pull in another set's modules.
      ...(name === 'app' ? {} : { includeDependenciesRecursively: false }),
    }));
}
