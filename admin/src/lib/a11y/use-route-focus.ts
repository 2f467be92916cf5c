import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { focusMainContent, MAIN_CONTENT_ID } from './main-content.ts';

/**
 * After a client-side navigation to another page, focus moves to the new page's heading
 * (a full page load starts at the top by itself). Changes of only the search or hash keep
 * focus where it is: filters and tabs should not throw the user to the top. Every page's
 * title names its heading, so tabs, history and screen readers tell pages apart.
 */
export function useRouteFocus(appTitle: string): void {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        // The new page renders after the router resolves; wait for that frame.
        requestAnimationFrame(() => {
          const heading = document.querySelector(`#${MAIN_CONTENT_ID} h1`)?.textContent?.trim();
          document.title = heading && heading !== appTitle ? `${heading} · ${appTitle}` : appTitle;
          if (event.fromLocation && event.pathChanged) focusMainContent();
        });
      }),
    [router, appTitle],
  );
}
