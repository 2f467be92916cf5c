import type { OperationInfiniteQueryOptions } from '@commerce/client';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { LIST_SEARCH_DEBOUNCE_MS } from '../lists/search-field.tsx';

/** What a pick-many dialog offers: one row a resource. */
export interface PickOption {
  id: string;
  label: string;
  /** Shown after the label: an email, a count, a status. */
  detail?: string;
  /** Already there (a member, a price): shown ticked and not offered again. */
  taken?: boolean;
}

export interface PickSource<TPage> {
  /** The list request for a search text (empty: no search), a page at a time. */
  query: (q: string) => OperationInfiniteQueryOptions<TPage>;
  /** The options of one page of results. */
  optionsOf: (page: TPage) => PickOption[];
}

/**
 * The search text and the results it finds, page after page. The text reaches the server once
 * typing pauses; the previous results stay on screen meanwhile, so the list does not blink.
 */
export function usePickSearch<TPage>(source: PickSource<TPage>, enabled: boolean) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useInfiniteQuery({
    ...source.query(q),
    enabled,
    placeholderData: keepPreviousData,
  });
  const options = results.data?.pages.flatMap(source.optionsOf);
  return { text, setText, results, options };
}
