import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readDomainGraph } from './domain-graph.ts';
import { backEdges, domainLayers } from './layers.ts';

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
});

describe('the domains of the server', () => {
  const report = readDomainGraph(source, ['test', 'fuzz', 'architecture']);
  const asLine = ({ from, to }: { from: string; to: string }) => `${from} -> ${to}`;

  it('has one folder per domain of the layers', () => {
    const domains = new Set(report.crossImports.map(({ toDomain }) => toDomain));
    expect([...domains].sort()).toEqual([...domainLayers].sort());
  });

  // The reach-ins and back edges left from the resource folders, to be taken off one by one
  // (a domain exports a query or operation from its index); a new one fails here.
  it('adds no reach-in to the known ones, and the list holds no fixed one', () => {
    expect(report.reachIns.map(asLine).sort()).toEqual(listed('known-reach-ins.txt'));
  });

  it('adds no import against the layers, and the list holds no fixed one', () => {
    expect(backEdges(report.crossImports)).toEqual(listed('known-back-edges.txt'));
  });
});
