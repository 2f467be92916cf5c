/*
 * A seeded pseudo-random source (mulberry32), so a failing fuzz run replays exactly:
 * `FUZZ_SEED=<the printed seed> npx vitest run src/fuzz`.
 */

export interface Random {
  readonly seed: number;
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [0, n). */
  below(n: number): number;
  pick<T>(items: readonly T[]): T;
  /** Up to `count` distinct items, in a seeded order. */
  sample<T>(items: readonly T[], count: number): T[];
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const below = (n: number) => Math.floor(next() * n);
  return {
    seed,
    next,
    below,
    pick: (items) => {
      const item = items[below(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    sample: (items, count) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = below(i + 1);
        [copy[i], copy[j]] = [copy[j] as (typeof copy)[number], copy[i] as (typeof copy)[number]];
      }
      return copy.slice(0, count);
    },
  };
}

/** The seed of this run: `FUZZ_SEED` when set (to replay), else a fixed one. */
export function fuzzSeed(): number {
  const given = process.env.FUZZ_SEED;
  return given ? Number(given) : 20261128;
}
