import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { yieldToMain } from './yield-to-main.ts';

/**
 * The passes a fresh visit's first page is drawn in, top down: what shows at once (the
 * header), then the page's main content, then what is below the first screen (the rest of
 * a listing, the footer).
 */
export const RenderPass = { now: 0, main: 1, belowFold: 2 } as const;
export type RenderPass = (typeof RenderPass)[keyof typeof RenderPass];

const LAST_PASS: number = RenderPass.belowFold;

/** Outside RenderInPasses (a later page, a test, a story), every pass is open. */
const PassContext = createContext<number>(Number.POSITIVE_INFINITY);

/**
 * Draws the first page in passes, each rendered in a task of its own after the last one
 * is on screen: on a phone one render of a whole page held the main thread for 45-60 ms
 * (200-240 ms on Lighthouse's simulated phone, where every task over 50 ms counts as
 * blocking, issue 8). Later pages render at once, the passes being all open by then.
 *
 * Only a fresh visit is drawn in passes. A reload, or a return through the history, goes
 * back to a scroll position, which needs the whole page there to scroll to.
 */
export function RenderInPasses({ children, enabled }: { children: ReactNode; enabled?: boolean }) {
  const [pass, setPass] = useState<number>(() =>
    (enabled ?? isFreshVisit()) ? RenderPass.now : LAST_PASS,
  );
  useEffect(() => {
    if (pass >= LAST_PASS) return;
    let cancelled = false;
    // Effects run once the pass is on screen; the next pass starts a task of its own.
    void yieldToMain().then(() => {
      if (!cancelled) setPass(pass + 1);
    });
    return () => {
      cancelled = true;
    };
  }, [pass]);
  return <PassContext.Provider value={pass}>{children}</PassContext.Provider>;
}

/** Whether the given pass has come: what belongs to it may render. */
export function useRenderPass(pass: RenderPass): boolean {
  return useContext(PassContext) >= pass;
}

/** Renders its children from the given pass on; nothing before. */
export function Later({ pass, children }: { pass: RenderPass; children: ReactNode }) {
  return useRenderPass(pass) ? children : null;
}

/** A page opened anew (a link, a typed address), not a reload or a step through history. */
function isFreshVisit(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry === undefined || entry.type === 'navigate';
}
