import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

export interface DocumentHead {
  /** The page's own name; the store's name is appended. */
  title: string;
  description: string;
  /** The path (and search) of the page's canonical URL, e.g. `/products/mug`. */
  canonicalPath: string;
  /** Structured data for search engines (schema.org JSON-LD), e.g. a `Product`. */
  structuredData?: object;
}

const STRUCTURED_DATA_ID = 'structured-data';

function upsert<T extends HTMLElement>(doc: Document, selector: string, create: () => T): T {
  const existing = doc.head.querySelector<T>(selector);
  if (existing) return existing;
  const element = create();
  doc.head.appendChild(element);
  return element;
}

/** Writes the title, description, canonical link and structured data into `<head>`. */
export function applyDocumentHead(doc: Document, head: DocumentHead, storeName: string): void {
  doc.title = head.title === storeName ? storeName : `${head.title} · ${storeName}`;
  const description = upsert(doc, 'meta[name="description"]', () => {
    const meta = doc.createElement('meta');
    meta.name = 'description';
    return meta;
  });
  description.content = head.description;
  const canonical = upsert(doc, 'link[rel="canonical"]', () => {
    const link = doc.createElement('link');
    link.rel = 'canonical';
    return link;
  });
  canonical.href = new URL(head.canonicalPath, doc.location.origin).href;
  const existingData = doc.getElementById(STRUCTURED_DATA_ID);
  if (!head.structuredData) {
    existingData?.remove();
    return;
  }
  const script = existingData ?? doc.createElement('script');
  script.id = STRUCTURED_DATA_ID;
  script.setAttribute('type', 'application/ld+json');
  // `<` escaped so no text in the data can close the script element.
  script.textContent = JSON.stringify(head.structuredData).replace(/</g, '\\u003c');
  if (!existingData) doc.head.appendChild(script);
}

/**
 * Sets the document head of the page being shown (search engines that run scripts read
 * it; the server's sitemap.xml lists the pages). Kept in one imperative place, rather than
 * rendered `<title>` elements, so index.html's defaults are replaced instead of doubled.
 * Pass null while the page's data is loading: the head keeps the previous values.
 */
export function useDocumentHead(head: DocumentHead | null): void {
  const { t } = useTranslation();
  const storeName = t('store.name');
  const key = head ? JSON.stringify(head) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the head's content; the object itself is new on every render.
  useEffect(() => {
    if (head) applyDocumentHead(document, head, storeName);
  }, [key, storeName]);
}
