import { describe, expect, it } from 'vitest';
import { addDuration, parseDuration } from './duration.ts';

describe('ISO 8601 durations', () => {
  it('parses the components', () => {
    expect(parseDuration('P3Y6M4DT12H30M5S')).toEqual({
      years: 3,
      months: 6,
      weeks: 0,
      days: 4,
      hours: 12,
      minutes: 30,
      seconds: 5,
    });
    expect(parseDuration('P2W')).toMatchObject({ weeks: 2 });
    expect(parseDuration('PT1.5S')).toMatchObject({ seconds: 1.5 });
  });

  it('rejects what is not a duration longer than zero', () => {
    for (const text of ['', 'P', 'PT', 'P1DT', '14D', 'P-1D', 'P0D', 'PT0S', 'P1H', 'p1d']) {
      expect(parseDuration(text), text).toBeNull();
    }
  });

  it('adds calendar units in UTC', () => {
    const start = new Date('2026-01-31T10:00:00Z');
    const at = (text: string) => {
      const duration = parseDuration(text);
      if (!duration) throw new Error(`${text} did not parse`);
      return addDuration(start, duration).toISOString();
    };
    expect(at('P14D')).toBe('2026-02-14T10:00:00.000Z');
    expect(at('P1M')).toBe('2026-03-03T10:00:00.000Z');
    expect(at('P1Y')).toBe('2027-01-31T10:00:00.000Z');
    expect(at('PT36H')).toBe('2026-02-01T22:00:00.000Z');
    expect(at('P1W')).toBe('2026-02-07T10:00:00.000Z');
  });
});
