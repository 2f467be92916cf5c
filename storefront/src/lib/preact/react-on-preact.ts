/**
 * `react` in the storefront's build: Preact's compat layer, with the two places where the
 * libraries we use (Ariakit through @commerce/ui) count on React's behaviour made to match.
 * It keeps the storefront's first load small (react-dom alone is larger than the budget of
 * issue 8); see vite.config.ts. Component tests still run on React; the browser journeys run
 * this build.
 */

import { options } from 'preact';
import * as compat from 'preact/compat';

// @ts-expect-error preact/compat's types say `export =`; the module has named exports.
export * from 'preact/compat';

/**
 * Insertion effects run at once. Preact applies refs before its layout effects, so a
 * handler that a library stores in an insertion effect (Ariakit's `useEvent`) must already
 * be there when a ref callback calls it during the same commit.
 */
export function useInsertionEffect(effect: () => void): void {
  effect();
}

const compatDefault = (compat as unknown as { default: Record<string, unknown> }).default;
export default { ...compatDefault, useInsertionEffect };

// React's events are objects of its own whose `currentTarget` can be set; Ariakit sets it
// when it handles focus after the event. Preact hands over the browser's event, whose
// `currentTarget` is read-only, so each event gets a settable one that reads the browser's
// until something sets it.
const browserCurrentTarget = Object.getOwnPropertyDescriptor(Event.prototype, 'currentTarget');
const previousEventHook = options.event;
options.event = (event) => {
  if (browserCurrentTarget?.get && !Object.hasOwn(event, 'currentTarget')) {
    let assigned: EventTarget | null | undefined;
    const read = browserCurrentTarget.get;
    Object.defineProperty(event, 'currentTarget', {
      configurable: true,
      get() {
        return assigned !== undefined ? assigned : read.call(event);
      },
      set(value: EventTarget | null) {
        assigned = value;
      },
    });
  }
  return previousEventHook ? previousEventHook(event) : event;
};
