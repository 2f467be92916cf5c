import { useAdminListProducts } from '@commerce/client/admin/products';
import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIST_SEARCH_DEBOUNCE_MS } from '../lists/search-field.tsx';

/** Products per page of the picker (each lists all its variants). */
export const PICKER_PAGE_SIZE = 10;

/**
 * The picker's search: `GET /admin/products` with `q` (title, description, handle and
 * variant SKUs, answered by the server's trigram indexes) and a page offset. Typing waits
 * for a pause and starts again at the first page; the previous page stays shown (busy)
 * while the next one loads.
 */
export function useVariantSearch(enabled: boolean) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [offset, setOffset] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(text.trim());
      setOffset(0);
    }, LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const query = useAdminListProducts(
    { limit: PICKER_PAGE_SIZE, offset, ...(q ? { q } : {}) },
    { enabled, placeholderData: keepPreviousData },
  );
  return { text, setText, q, offset, setOffset, query };
}
