/**
 * What a shopper does before the app has hydrated, kept for it. The app loads once the
 * page is painted (entry-client.tsx), so for a moment the page is the server's HTML with no
 * React handler on it: a press of "Add to cart" would do nothing, and a form without an
 * `action` (sign-in, checkout, order lookup) would be sent by the browser to the page's own
 * URL as a GET, its fields (a password) in the address. Such presses and submits are held,
 * start the app's download at once (`onHeld`), and are done again in order once the page
 * has hydrated (`release`). Links, and forms the server gave an `action` (search, filters,
 * sort), work as HTML and are let through.
 */
export interface HeldInteractions {
  /** Stops holding and does again what was held, in order. */
  release(): void;
}

const PRESSABLE = 'button, input[type="submit"], input[type="button"], input[type="image"]';
/** Enough for any shopper's early presses; a stuck key cannot grow the list. */
const MOST_HELD = 20;

export function holdEarlyInteractions(root: Document, onHeld: () => void): HeldInteractions {
  const held: Array<() => void> = [];
  const hold = (event: Event, again: () => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    if (held.length < MOST_HELD) held.push(again);
    onHeld();
  };
  const onClick = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest(PRESSABLE) : null;
    if (!(target instanceof HTMLButtonElement || target instanceof HTMLInputElement)) return;
    if (target.closest('a[href]') || target.form?.hasAttribute('action')) return;
    hold(event, () => target.click());
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || form.hasAttribute('action')) return;
    const submitter = (event as SubmitEvent).submitter;
    hold(event, () => form.requestSubmit(submitter));
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('submit', onSubmit, true);
  return {
    release() {
      root.removeEventListener('click', onClick, true);
      root.removeEventListener('submit', onSubmit, true);
      for (const again of held.splice(0)) again();
    },
  };
}
