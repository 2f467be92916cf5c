/**
 * Ends the current task and goes on in a new one, so the browser may paint or answer a
 * press in between: `scheduler.yield()` where there is one (Chromium; the rest of the work
 * goes before other tasks of its priority), else a zero timeout. Lighthouse counts each
 * task's time past 50 ms as blocking, so work cut in two at a yield blocks less
 * (issue 23, total blocking time).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs `work` when the browser is idle (or within `timeout` ms), after the page's own work. */
export function whenIdle(work: () => void, timeout = 2000): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(() => work(), { timeout });
  else setTimeout(work, 0);
}
