import { describe, expect, it } from 'vitest';
import { BENCH_USAGE, benchOptions, SECTIONS } from './args.ts';

describe('benchOptions', () => {
  it('runs every section on both databases and records, without arguments', () => {
    expect(benchOptions([])).toEqual({
      sections: [...SECTIONS],
      databases: ['pglite', 'postgres'],
      record: true,
    });
  });

  it('runs the named sections in the bench order, on the named database', () => {
    expect(
      benchOptions(['codegen', 'shoppers', 'endpoints', '--db', 'postgres', '--no-record']),
    ).toEqual({
      sections: ['codegen', 'endpoints', 'shoppers'],
      databases: ['postgres'],
      record: false,
    });
  });

  it('measures another checkout only in the server sections', () => {
    expect(benchOptions(['--server', '/work/old', '--compare', '95e350c'])).toMatchObject({
      sections: ['endpoints', 'shoppers'],
      server: '/work/old',
      compare: '95e350c',
    });
    expect(() => benchOptions(['codegen', '--server', '/work/old'])).toThrow(
      /codegen measure this checkout/,
    );
  });

  it('refuses an unknown section or database, naming the choices', () => {
    expect(() => benchOptions(['shopers'])).toThrow(/unknown section shopers: choose from codegen/);
    expect(() => benchOptions(['--db', 'mysql'])).toThrow(/unknown database mysql/);
  });

  it('names every section and option in the usage it prints for --help', () => {
    for (const section of SECTIONS) expect(BENCH_USAGE).toContain(section);
    for (const option of ['--db', '--compare', '--server', '--no-record'])
      expect(BENCH_USAGE).toContain(option);
  });
});
