import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { type ForeignWrite, foreignWrites } from './foreign-writes.ts';
import { type TableImport, tableImports } from './table-imports.ts';

/*
 * The import graph between the domains of src/domains/, read with the TypeScript compiler
 * (ts.preProcessFile finds every import, export-from and import() without a regex), with
 * the writes to and imports of another domain's tables. Test code (*.test.ts) may arrange
 * any table, so only production files count.
 */

/** One import of a file of a domain by a file outside it. */
export interface CrossImport {
  /** The importing file, relative to the source root. */
  from: string;
  /** The imported file, relative to the source root. */
  to: string;
  /** The importer's domain, or null for a file outside every domain (app, http, jobs…). */
  fromDomain: string | null;
  toDomain: string;
}

export interface DomainReport {
  /** Imports of another domain's file other than its index.ts. */
  reachIns: CrossImport[];
  /** Cycles between domains, each as the list of its domains. */
  cycles: string[][];
  /** Every import across domains (or into one from outside). */
  crossImports: CrossImport[];
  /** insert, update or delete on a table imported from another domain's index. */
  writes: ForeignWrite[];
  /** Tables imported from another domain's index (by a domain or by the app). */
  tables: TableImport[];
}

const isTestFile = (path: string) => path.endsWith('.test.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The domain a file belongs to: the first folder under `domains/`, if any. */
function domainOf(root: string, file: string): string | null {
  const parts = relative(join(root, 'domains'), file).split(sep);
  return parts.length > 1 && parts[0] !== '..' ? (parts[0] ?? null) : null;
}

/**
 * Reads the tree under `root` (a folder holding `domains/<name>/`) and reports reach-ins
 * and cycles between domains. `ignore` leaves folders of `root` out (fixtures of tests).
 */
export function readDomainGraph(root: string, ignore: string[] = []): DomainReport {
  const skipped = ignore.map((folder) => join(root, folder) + sep);
  const files = sourceFiles(root).filter(
    (file) => !isTestFile(file) && !skipped.some((folder) => file.startsWith(folder)),
  );
  const crossImports: CrossImport[] = [];
  const writes: ForeignWrite[] = [];
  const tables: TableImport[] = [];
  const tablesOfIndexes = new Map<string, Set<string>>();
  for (const file of files) {
    const fromDomain = domainOf(root, file);
    writes.push(...foreignWrites(root, file, fromDomain));
    tables.push(...tableImports(root, file, fromDomain, tablesOfIndexes));
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolve(dirname(file), fileName);
      const toDomain = domainOf(root, target);
      if (!toDomain || toDomain === fromDomain) continue;
      crossImports.push({
        from: relative(root, file),
        to: relative(root, target),
        fromDomain,
        toDomain,
      });
    }
  }
  const reachIns = crossImports.filter(
    ({ to, toDomain }) => to !== join('domains', toDomain, 'index.ts'),
  );
  return { reachIns, cycles: domainCycles(crossImports), crossImports, writes, tables };
}

/** The strongly connected groups of two or more domains (Tarjan), each a cycle or more. */
function domainCycles(imports: CrossImport[]): string[][] {
  const edges = new Map<string, Set<string>>();
  for (const { fromDomain, toDomain } of imports) {
    if (!fromDomain) continue;
    if (!edges.has(fromDomain)) edges.set(fromDomain, new Set());
    edges.get(fromDomain)?.add(toDomain);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) as number);
    stack.push(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, index.get(next) as number));
      }
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member) group.push(member);
      } while (member && member !== node);
      if (group.length > 1) groups.push(group.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return groups;
}
