import { afterFirstPaint } from './lib/ssr/after-first-paint.ts';
import { holdEarlyInteractions } from './lib/ssr/early-interactions.ts';
import './styles.css';

/*
 * The browser's entry of a page the server rendered: only the page's styles and this. The
 * app (React, the router, the page's code: ~130 KB gzip) is asked for once the server's
 * page is painted, so on a phone's connection it does not take the bandwidth of the page's
 * stylesheet and pictures, nor its main thread before the first paint: Lighthouse measured
 * the largest contentful paint at 2.0–2.5 s whenever the app had downloaded before the
 * paint, 1.1–1.4 s when it had not (issue 23). The page's links and the forms with an
 * `action` work before it hydrates; a press of a button or another form's submit is held
 * and done once it has (early-interactions.ts), and asks for the app at once.
 */
let started = false;
const held = holdEarlyInteractions(document, start);

function start() {
  if (started) return;
  started = true;
  // Should the app not load, what was held is done as the browser alone would.
  import('./lib/ssr/hydrate-page.tsx')
    .then(({ hydratePage }) => hydratePage(held.release))
    .catch(() => held.release());
}

afterFirstPaint(start);
