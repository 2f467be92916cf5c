import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusMainContent } from './main-content.ts';

/**
 * After a client-side navigation to another page, focus moves to the new page's heading (a
 * full page load starts at the top by itself). A change of only the search (filters, sort,
 * page) keeps focus where it is, so a shopper using filters is not thrown to the top.
 */
export function useRouteFocus(): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || !event.pathChanged) return;
        // The new page renders after the router resolves; wait for that frame.
        requestAnimationFrame(() => focusMainContent());
      }),
    [router],
  );
}
