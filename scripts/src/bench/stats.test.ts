import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats.ts';

describe('percentile', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => 100 - i); // 100 … 1, unsorted

  it('is the nearest rank: p50, p95 and p99 of 1..100 are 50, 95 and 99', () => {
    expect(percentile(hundred, 50)).toBe(50);
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 99)).toBe(99);
    expect(percentile(hundred, 100)).toBe(100);
  });

  it('takes a measured value, never an average of two', () => {
    expect(percentile([10, 20, 30, 40], 50)).toBe(20);
    expect(percentile([10, 20, 30, 40], 99)).toBe(40);
  });

  it('is the only value of one, and NaN of none', () => {
    expect(percentile([7], 1)).toBe(7);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('leaves its input as it was', () => {
    const values = [3, 1, 2];
    percentile(values, 50);
    expect(values).toEqual([3, 1, 2]);
  });
});

describe('median', () => {
  it('is the middle value, or the mean of the two middle ones', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
});
