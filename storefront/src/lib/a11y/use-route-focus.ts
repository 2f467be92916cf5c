import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusMainContent } from './main-content.ts';

/**
 * After every client-side navigation (another page, and a change of the search: next page,
 * a filter, the sort), focus moves to the new page's main heading, so keyboard and
 * screen-reader users start at the new content and hear its title instead of staying on a
 * link that may be gone. The first, server-rendered page is left alone: the browser
 * starts at the top by itself.
 */
export function useRouteFocus(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.hrefChanged) return;
        // The new page renders after the router resolves; wait for that frame.
        requestAnimationFrame(() => focusMainContent());
      }),
    [router],
  );
}
