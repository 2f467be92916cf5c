import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** `AdminListOrders` -> `adminListOrders`: the generated function's name. */
function functionName(operationId: string): string {
  return operationId.charAt(0).toLowerCase() + operationId.slice(1);
}

/**
 * The names a screen reaches an operation by: its hook (and infinite hook), its plain
 * function, or the query options the list pattern passes to `useQuery`.
 */
export function namesOf(operationId: string): string[] {
  const fn = functionName(operationId);
  return [
    `use${operationId}`,
    `use${operationId}Infinite`,
    fn,
    `${fn}QueryOptions`,
    `${fn}InfiniteQueryOptions`,
  ];
}

/** The operations none of whose names appears as a whole word in any of the sources. */
export function unusedOperations(operationIds: readonly string[], sources: readonly string[]) {
  const words = new Set<string>();
  for (const source of sources) {
    for (const word of source.match(/\b[A-Za-z_$][\w$]*\b/g) ?? []) words.add(word);
  }
  return operationIds.filter((id) => !namesOf(id).some((name) => words.has(name)));
}

/** The text of every screen file under `dir`: tests, fakes and fixtures do not count. */
export function screenSources(dir: string): string[] {
  const sources: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    if (/\.test(-d)?\.tsx?$|\.stories\.tsx?$|fixture|fake/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    if (/[\\/]test[\\/]/.test(path)) continue;
    sources.push(readFileSync(path, 'utf8'));
  }
  return sources;
}
