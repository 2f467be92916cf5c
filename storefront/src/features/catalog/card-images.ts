/** Cards in the first rows, whose images load at once (the page's largest paint is one). */
export const ABOVE_FOLD_CARDS = 4;

/**
 * Asks for the images of the first cards as soon as the products are read, so they arrive
 * while the page is still being drawn rather than after (issue 8: the listing's largest
 * paint is the first card's image). A `<link rel="preload">` is made as the card's `<img>`
 * asks (no CORS, high priority), so the image request reuses it; one per image, however
 * often the listing is opened.
 */
export function preloadCardImages(
  products: readonly { thumbnail?: string | null }[],
  doc: Document | undefined = typeof document === 'undefined' ? undefined : document,
): void {
  // On the server the page's <img> tags are in the HTML already; nothing to preload.
  if (!doc) return;
  for (const product of products.slice(0, ABOVE_FOLD_CARDS)) {
    const url = product.thumbnail;
    if (!url) continue;
    const already = [...doc.head.querySelectorAll('link[rel="preload"][as="image"]')].some(
      (link) => link.getAttribute('href') === url,
    );
    if (already) continue;
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', 'image');
    link.href = url;
    link.setAttribute('fetchpriority', 'high');
    doc.head.append(link);
  }
}
