import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/hydration/use-hydrated.ts';
import { iconButtonClass, SearchIcon } from './icons.tsx';
import { SearchBox } from './search-box.tsx';

/**
 * The phone header's search: a button (a native disclosure, so it opens with JavaScript
 * off too) that shows the search box under the header, focused. Once hydrated, the box is
 * rendered only while open, so the page holds one search box, not two; a new page closes it.
 */
export function PhoneSearch() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const panel = useRef<HTMLDivElement>(null);
  const details = useRef<HTMLDetailsElement>(null);
  const href = useRouterState({ select: (state) => state.location.href });
  useEffect(() => {
    if (open) panel.current?.querySelector('input')?.focus();
  }, [open]);
  // A search (or any other way to a new page) closes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [href]);
  return (
    <details
      ref={details}
      className="md:hidden"
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary
        aria-label={t('search.label')}
        className={`${iconButtonClass} list-none [&::-webkit-details-marker]:hidden`}
      >
        <SearchIcon />
      </summary>
      {(open || !hydrated) && (
        <div
          ref={panel}
          className="absolute inset-x-0 top-full z-40 border-b border-border bg-background px-4 py-3 shadow-sm"
        >
          <SearchBox />
        </div>
      )}
    </details>
  );
}
