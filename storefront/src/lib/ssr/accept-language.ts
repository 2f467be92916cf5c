/*
 * `Accept-Language` is the shopper's to write: a page reads it for the language and, on a
 * first visit, the region (language-choice.ts, browser-region.ts). So it is read within
 * bounds, whatever arrives: a browser with ten languages sends about 150 characters.
 */

/** How much of the header is read; the entry cut short at the end is left out. */
export const MAX_ACCEPT_LANGUAGE_CHARS = 512;

/** How many of its entries are read. */
export const MAX_ACCEPT_LANGUAGE_TAGS = 16;

/** A language tag as BCP 47 writes it (RFC 5646 §2.1): letters and digits, 1–8 a part. */
const TAG = /^[a-z]{1,8}(?:-[a-z\d]{1,8})*$/i;

/**
 * The language tags of an `Accept-Language` header, the most wanted first: by weight, and
 * in the header's order for equal weights (RFC 9110 §12.5.4); `q=0` ("not this"), `*` and
 * anything that is not a tag are left out.
 */
export function acceptedLanguageTags(header: string | null | undefined): string[] {
  if (!header) return [];
  const cut = header.length > MAX_ACCEPT_LANGUAGE_CHARS;
  const entries = header.slice(0, MAX_ACCEPT_LANGUAGE_CHARS).split(',');
  if (cut) entries.pop();
  const weighted: Array<{ tag: string; q: number }> = [];
  for (const entry of entries.slice(0, MAX_ACCEPT_LANGUAGE_TAGS)) {
    const [tag = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!TAG.test(tag)) continue;
    const weight = params.find((param) => /^q=/i.test(param));
    const q = weight === undefined ? 1 : Number(weight.slice(2));
    if (!(q > 0 && q <= 1)) continue;
    weighted.push({ tag, q });
  }
  // Array.prototype.sort is stable: equal weights keep the header's order.
  return weighted.sort((a, b) => b.q - a.q).map(({ tag }) => tag);
}

/**
 * The country a language tag names, lower-case (`en-US`: `us`; `zh-Hant-TW`: `tw`), or
 * undefined: a language alone (`de`), an area (`es-419`, Latin America) or a tag whose
 * country part comes after an extension.
 */
export function tagCountry(tag: string): string | undefined {
  const [, ...subtags] = tag.toLowerCase().split('-');
  for (const subtag of subtags) {
    // language-extlang-script-region (RFC 5646 §2.2): the region is 2 letters or 3 digits;
    // a one-letter part starts an extension or private use, after which no region comes.
    if (subtag.length === 1 || /^\d{3}$/.test(subtag)) return undefined;
    if (/^[a-z]{2}$/.test(subtag)) return subtag;
  }
  return undefined;
}
