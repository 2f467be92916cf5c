import { describe, expect, it } from 'vitest';
import { backoffDelay, shouldRetry } from './retry.ts';

describe('shouldRetry (specification section 8)', () => {
  const matrix: [number | undefined, boolean][] = [
    [200, false],
    [400, false],
    [404, false],
    [409, true],
    [500, false],
    [501, true],
    [503, true],
    [599, true],
    [undefined, true],
  ];
  it.each(matrix)('status %s with attempts left: retry %s', (status, expected) => {
    expect(shouldRetry(1, status)).toBe(expected);
  });

  it.each(matrix)('status %s with no attempts left: never', (status) => {
    expect(shouldRetry(0, status)).toBe(false);
  });
});

describe('backoffDelay', () => {
  const options = { baseMs: 300, capMs: 10_000 };
  it('doubles from the base, with jitter between half and all of it', () => {
    expect(backoffDelay(0, options, () => 0)).toBe(150);
    expect(backoffDelay(0, options, () => 1)).toBe(300);
    expect(backoffDelay(3, options, () => 1)).toBe(2400);
  });

  it('never waits longer than the cap', () => {
    expect(backoffDelay(20, options, () => 1)).toBe(10_000);
  });
});
