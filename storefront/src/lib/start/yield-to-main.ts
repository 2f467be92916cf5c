interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task and resumes in a new one, so the browser can paint and handle
 * input in between. A phone's main thread counts any task over 50 ms as blocking (issue 8:
 * Lighthouse's Total Blocking Time); start-up work cut into short tasks blocks less.
 * `scheduler.yield()` (Chromium 129+) resumes ahead of other queued tasks; elsewhere a
 * zero-delay timer does the same job a little later.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
