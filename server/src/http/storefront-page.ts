import type { FastifyInstance } from 'fastify';

/**
 * The regions read the storefront makes before it can price anything
 * (storefront/src/lib/region/region-choice.ts, `regionListParams`). Keep the two equal: the
 * storefront takes the embedded answer as the answer to this exact read.
 */
export const STOREFRONT_REGIONS_URL = '/store/regions?limit=100';

/** The id of the script element the answer is written in (storefront: embedded-regions.ts). */
export const EMBEDDED_REGIONS_ID = 'store-regions';

/**
 * The storefront's index.html (`html`, read once at start like the app's other files) with
 * the answer to its regions read written into it, so a
 * first visit asks for its products as soon as the app starts instead of one round trip
 * later (issue 8). The answer is the API's own (an inner request), so it cannot differ from
 * what the storefront would have read. If the read fails, the page goes out as built and
 * the storefront reads the regions itself.
 */
export async function storefrontPage(app: FastifyInstance, html: string): Promise<string> {
  const headEnd = html.indexOf('</head>');
  if (headEnd === -1) return html;
  const regions = await app.inject({ method: 'GET', url: STOREFRONT_REGIONS_URL });
  if (regions.statusCode !== 200) return html;
  const script = `<script type="application/json" id="${EMBEDDED_REGIONS_ID}">${scriptSafe(regions.body)}</script>`;
  // Sliced, not String.replace: a replacement string reads `$&`, `$'`, `$1`… in a region's
  // name as patterns and would splice parts of the page into the JSON.
  return html.slice(0, headEnd) + script + html.slice(headEnd);
}

const SCRIPT_UNSAFE = /[<\u2028\u2029]/g;

/**
 * JSON is valid script text except that `</script>` (or `<!--`) inside a string would end
 * the element early; `<` written as its JSON escape reads back the same. U+2028 and U+2029
 * are escaped too: a script (rather than JSON) reader older than ES2019 ends a line at them.
 */
function scriptSafe(json: string): string {
  return json.replace(
    SCRIPT_UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
