import { countryName } from '../address/country-name.ts';
import { yieldToMain } from './yield-to-main.ts';

/**
 * Does the one-time set-up work the first render would otherwise do inside its own long
 * task, each piece in a task of its own while the page's data is still on its way: the
 * browser's first `Intl` object loads its locale data (about 25 ms on this machine, 100 ms
 * on Lighthouse's simulated phone), and the region names load more. Both are cached per page, so the render that follows finds them ready. Never fails: a
 * locale the browser does not take only means the render does the set-up itself.
 */
export async function warmUp(locale: string): Promise<void> {
  try {
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0);
  } catch {
    // A malformed tag (RangeError); the app formats with the shopper's language later.
  }
  await yieldToMain();
  countryName('US', locale);
}
