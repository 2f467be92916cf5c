/** The id of every page's `<main>`: the skip link's target and where focus goes on navigation. */
export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus to the page's main heading (or the main region when it has none), so keyboard
 * and screen-reader users start at the new page instead of at the link they left.
 */
export function focusMainContent(doc: Document = document): void {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return;
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  // Headings are not focusable by themselves; -1 keeps them out of the Tab order.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus();
}
