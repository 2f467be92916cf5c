import { describe, expect, it } from 'vitest';
import { warmUp } from './warm-up.ts';

describe('warmUp', () => {
  it('never holds up the start, whatever language the page names', async () => {
    await expect(warmUp('en')).resolves.toBeUndefined();
    // `<html lang>` could be anything a proxy or an extension wrote there.
    await expect(warmUp('en_US')).resolves.toBeUndefined();
    await expect(warmUp('')).resolves.toBeUndefined();
  });
});
