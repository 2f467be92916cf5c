import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { appendRun, type BenchRun, previousFigures, readHistory } from './history.ts';
import { figureKey } from './report.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function historyFile(): string {
  const dir = mkdtempSync(join(tmpdir(), 'bench-history-'));
  dirs.push(dir);
  return join(dir, 'nested', 'history.jsonl');
}

function run(commit: string, figures: [section: string, name: string, value: number][]): BenchRun {
  return {
    date: '2026-11-28T22:00:00.000Z',
    commit,
    dirty: false,
    bench: 'bench00000',
    machine: '2 cores',
    sections: ['endpoints'],
    figures: figures.map(([section, name, value]) => ({ section, name, value, unit: 'req/s' })),
  };
}

const LIST = 'GET /store/products&cart_id: requests per second';

describe('the bench history', () => {
  it('is empty before the first run', () => {
    expect(readHistory(historyFile())).toEqual([]);
  });

  it('appends one JSON line per run and reads the runs back in order', () => {
    const file = historyFile();
    const first = run('95e350c000', [['Endpoints, PGlite', LIST, 22]]);
    const second = run('abcdef1234', [['Endpoints, PGlite', LIST, 510]]);
    appendRun(first, file);
    appendRun(second, file);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(2);
    expect(readHistory(file)).toEqual([first, second]);
  });

  it('compares each figure with the latest run that measured it', () => {
    const runs = [
      run('aaaaaaaaaa', [
        ['Endpoints, PGlite', LIST, 22],
        ['Shoppers, PGlite', '10 shoppers: errors', 0],
      ]),
      run('bbbbbbbbbb', [['Endpoints, PGlite', LIST, 300]]),
    ];
    const before = previousFigures(runs);
    expect(before.get(figureKey({ section: 'Endpoints, PGlite', name: LIST }))?.value).toBe(300);
    // A later run of other sections leaves this one's figure as it was.
    expect(
      before.get(figureKey({ section: 'Shoppers, PGlite', name: '10 shoppers: errors' }))?.value,
    ).toBe(0);
  });

  it('compares with the latest run of a named commit, given in full or shortened', () => {
    const runs = [
      run('95e350c123', [['Endpoints, PGlite', LIST, 22]]),
      run('bbbbbbbbbb', [['Endpoints, PGlite', LIST, 300]]),
    ];
    const key = figureKey({ section: 'Endpoints, PGlite', name: LIST });
    expect(previousFigures(runs, '95e350c').get(key)?.value).toBe(22);
    expect(previousFigures(runs, '95e350c1234567890').get(key)?.value).toBe(22);
    expect(previousFigures(runs, 'cccccc').size).toBe(0);
  });

  it('keeps figures of the same name in different sections apart', () => {
    const runs = [
      run('aaaaaaaaaa', [
        ['Endpoints, PGlite', LIST, 22],
        ['Endpoints, PostgreSQL', LIST, 39],
      ]),
    ];
    const before = previousFigures(runs);
    expect(before.get(figureKey({ section: 'Endpoints, PostgreSQL', name: LIST }))?.value).toBe(39);
  });
});
