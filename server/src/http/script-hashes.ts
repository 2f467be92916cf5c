import { createHash } from 'node:crypto';

/*
 * CSP hash sources of a page's inline scripts (CSP Level 3, "hash-source"): a cached
 * storefront page is sent with these instead of a fresh nonce, so a cache hit needs no
 * rewrite of the stored bytes and can go out as the gzip/brotli copy made when stored.
 */

/** An element's opening tag and its text; the text of a script ends at the first `</script`. */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const TYPE = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const SRC = /\bsrc\s*=/i;

/**
 * The types a browser runs as script (HTML, "prepare the script element"): none, a
 * JavaScript MIME type, or `module`. Anything else (`application/ld+json`,
 * `application/json`) is a data block that CSP does not govern.
 */
function runsAsScript(attributes: string): boolean {
  const match = TYPE.exec(attributes);
  if (!match) return true;
  const type = (match[1] ?? match[2] ?? match[3] ?? '').trim().toLowerCase();
  return (
    type === '' ||
    type === 'module' ||
    type === 'text/javascript' ||
    type === 'application/javascript' ||
    type === 'text/ecmascript' ||
    type === 'application/ecmascript'
  );
}

/**
 * `'sha256-…'` of each inline script of `html` a browser would run, in document order,
 * without repeats. The hash is over the element's text as the parser reads it: the HTML
 * tokenizer turns CRLF and lone CR into LF before the script sees them.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(SCRIPT)) {
    if (SRC.test(attributes) || !runsAsScript(attributes)) continue;
    const digest = createHash('sha256')
      .update(text.replace(/\r\n?/g, '\n'), 'utf8')
      .digest('base64');
    hashes.add(`'sha256-${digest}'`);
  }
  return [...hashes];
}
