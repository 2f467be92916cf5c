import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle, yieldToBrowser } from './yield-to-browser.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('yielding to the browser', () => {
  it('goes on in a later task: a task already queued runs first', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToBrowser();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const yielded = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yielded });
    await yieldToBrowser();
    expect(yielded).toHaveBeenCalledTimes(1);
  });

  it('runs idle work when the browser is idle, or after a task without requestIdleCallback', async () => {
    const idle = vi.fn((callback: () => void, _options: { timeout: number }) => callback());
    vi.stubGlobal('requestIdleCallback', idle);
    const work = vi.fn();
    whenIdle(work);
    expect(work).toHaveBeenCalledTimes(1);
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 2000 });
    vi.stubGlobal('requestIdleCallback', undefined);
    const later = new Promise<void>((resolve) => whenIdle(resolve));
    await later;
  });
});
