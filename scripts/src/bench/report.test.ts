import { describe, expect, it } from 'vitest';
import {
  type Figure,
  figureKey,
  formatSection,
  formatValue,
  meetsTarget,
  toFigures,
} from './report.ts';

describe('meetsTarget', () => {
  it('reads the comparison and the number at the start of the target', () => {
    expect(meetsTarget(500, '>= 500 req/s')).toBe(true);
    expect(meetsTarget(499.9, '>= 500 req/s')).toBe(false);
    expect(meetsTarget(50, '<= 50 ms')).toBe(true);
    expect(meetsTarget(20, '< 20 ms')).toBe(false);
    expect(meetsTarget(3001, '> 3000 req/s')).toBe(true);
    expect(meetsTarget(0, '= 0')).toBe(true);
    expect(meetsTarget(1, '= 0')).toBe(false);
    expect(meetsTarget(149.5, '<= 150 KB gzip')).toBe(true);
  });

  it('has no verdict for a target in words, and fails a figure that was not measured', () => {
    expect(meetsTarget(1, 'as small as possible')).toBeUndefined();
    expect(meetsTarget(Number.NaN, '<= 50 ms')).toBe(false);
  });
});

describe('formatValue', () => {
  it('shows whole numbers from 100 up, one decimal below, counts whole', () => {
    expect(formatValue(1379.4, 'ms')).toBe('1379');
    expect(formatValue(22.04, 'req/s')).toBe('22.0');
    expect(formatValue(3, 'errors')).toBe('3');
    expect(formatValue(Number.NaN, 'ms')).toBe('n/a');
  });
});

describe('formatSection', () => {
  const section = 'Endpoints, PostgreSQL';
  const now = toFigures(section, [
    {
      name: 'cart-priced list: requests per second',
      value: 512.3,
      unit: 'req/s',
      target: '>= 500 req/s',
    },
    { name: 'cart-priced list: p99', value: 61, unit: 'ms', target: '<= 50 ms' },
    { name: 'server peak memory', value: 180.2, unit: 'MB', note: 'VmHWM' },
  ]);
  const before = new Map<string, Figure>([
    [
      figureKey({ section, name: 'cart-priced list: requests per second' }),
      { section, name: 'cart-priced list: requests per second', value: 39, unit: 'req/s' },
    ],
  ]);
  const lines = formatSection(section, now, before).split('\n');

  it('prints a table with before, after, target and whether it is met', () => {
    expect(lines).toContain('## Endpoints, PostgreSQL');
    expect(lines).toContain(
      '| cart-priced list: requests per second | 39.0 | 512 | req/s | >= 500 req/s | met |',
    );
    expect(lines).toContain('| cart-priced list: p99 | - | 61.0 | ms | <= 50 ms | NOT MET |');
  });

  it('shows a note beside the name and leaves the verdict empty without a target', () => {
    expect(lines).toContain('| server peak memory (VmHWM) | - | 180 | MB |  |  |');
  });

  it('records whether each target is met', () => {
    expect(now.map((figure) => figure.pass)).toEqual([true, false, undefined]);
  });
});
