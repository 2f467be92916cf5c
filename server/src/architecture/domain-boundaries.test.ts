import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDomainGraph } from './domain-graph.ts';
import { backEdges, domainLayers } from './layers.ts';
import { exportedTables } from './table-imports.ts';

const here = import.meta.dirname;
const source = join(here, '..');
const fixture = (name: string) => readDomainGraph(join(here, 'fixtures', name));
const listed = (file: string) =>
  readFileSync(join(here, file), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));

describe('the domain boundary check', () => {
  it('passes a tree whose domains meet only through their index', () => {
    const report = fixture('clean');
    expect(report.reachIns).toEqual([]);
    expect(report.cycles).toEqual([]);
    expect(report.writes).toEqual([]);
    expect(report.tables).toEqual([]);
    expect(report.crossImports.map(({ to }) => to)).toEqual(['domains/stock/index.ts']);
  });

  it('catches an import of another domain’s file other than its index', () => {
    expect(fixture('reach-in').reachIns).toEqual([
      {
        from: 'domains/shop/order.ts',
        to: 'domains/stock/reserve.ts',
        fromDomain: 'shop',
        toDomain: 'stock',
      },
    ]);
  });

  it('catches two domains that import each other', () => {
    const report = fixture('cycle');
    expect(report.reachIns).toEqual([]);
    expect(report.cycles).toEqual([['shop', 'stock']]);
  });

  it('catches a write to a table imported from another domain', () => {
    const report = fixture('foreign-write');
    expect(report.reachIns).toEqual([]);
    expect(report.writes).toEqual([
      { file: 'domains/shop/order.ts', operation: 'update', table: 'level', owner: 'stock' },
    ]);
  });

  it('catches an import of another domain’s table, renamed, made by a factory or by namespace', () => {
    const report = fixture('table-import');
    expect(report.reachIns).toEqual([]);
    // The shop's own table and a type-only import of the stock's are no findings.
    expect(report.tables).toEqual([
      { file: 'domains/shop/order.ts', table: 'stockLevel', owner: 'stock' },
      { file: 'domains/shop/order.ts', table: 'levelLink', owner: 'stock' },
      { file: 'domains/shop/report.ts', table: 'stockLevel', owner: 'stock' },
    ]);
  });
});

describe('the domains of the server', () => {
  const report = readDomainGraph(source, ['test', 'fuzz', 'architecture']);
  const asLine = ({ from, to }: { from: string; to: string }) => `${from} -> ${to}`;

  it('has one folder per domain of the layers', () => {
    const domains = new Set(report.crossImports.map(({ toDomain }) => toDomain));
    expect([...domains].sort()).toEqual([...domainLayers].sort());
  });

  it('imports another domain only through its index', () => {
    expect(report.reachIns.map(asLine)).toEqual([]);
  });

  it('has no cycle between domains, and no import against the layers', () => {
    expect(report.cycles).toEqual([]);
    expect(backEdges(report.crossImports)).toEqual([]);
  });

  // The writes left from the resource folders all moved behind their owners' functions;
  // the list is empty, so a new foreign write fails here.
  it('adds no write to another domain’s table, and the list holds no fixed one', () => {
    const lines = report.writes.map((w) => `${w.file} ${w.operation} ${w.table} (${w.owner})`);
    expect([...new Set(lines)].sort()).toEqual(listed('known-foreign-writes.txt'));
  });

  // Reads stay at home too: a domain (or the app) answers from another domain's functions,
  // never from its tables. The list holds one read left, so a new import fails here.
  it('imports no table of another domain beyond the list, and the list holds no fixed one', () => {
    const lines = report.tables.map((t) => `${t.file} ${t.table} (${t.owner})`);
    expect([...new Set(lines)].sort()).toEqual(listed('known-table-imports.txt'));
  });

  it('exports from an index only the tables the list still names', () => {
    const stillRead = listed('known-table-imports.txt').map((line) => {
      const [, table, owner] = line.split(' ');
      return `${owner?.slice(1, -1)} ${table}`;
    });
    const exported = domainLayers.flatMap((domain) =>
      [...exportedTables(join(source, 'domains', domain, 'index.ts'))].map(
        (table) => `${domain} ${table}`,
      ),
    );
    expect(exported.sort()).toEqual([...new Set(stillRead)].sort());
  });
});
