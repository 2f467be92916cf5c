import type { AnyListSearch } from './list-search.ts';

/**
 * Saved views live in the signed-in user's own metadata (`POST /admin/users/{id}`), so they
 * follow the user to any browser. The server replaces metadata as a whole, so a write always
 * starts from the user's current metadata and changes only this key.
 */
export const VIEWS_METADATA_KEY = 'admin_list_views';

/** Views per list at most; past it the oldest goes. Metadata is not a database. */
export const MAX_VIEWS_PER_LIST = 20;

export interface SavedView {
  id: string;
  name: string;
  /** The list's URL search when it was saved (without the page). */
  search: AnyListSearch;
}

type Metadata = Record<string, unknown> | null | undefined;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isView = (value: unknown): value is SavedView =>
  isObject(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  isObject(value.search);

/** The views saved for one list; anything malformed (edited by hand, older format) is skipped. */
export function viewsOf(metadata: Metadata, listId: string): SavedView[] {
  const all = metadata?.[VIEWS_METADATA_KEY];
  const list = isObject(all) ? all[listId] : undefined;
  return Array.isArray(list) ? list.filter(isView) : [];
}

/** The user's metadata with one list's views replaced; every other key kept as it was. */
export function withViews(
  metadata: Metadata,
  listId: string,
  views: readonly SavedView[],
): Record<string, unknown> {
  const all = metadata?.[VIEWS_METADATA_KEY];
  return {
    ...metadata,
    [VIEWS_METADATA_KEY]: {
      ...(isObject(all) ? all : {}),
      [listId]: views.slice(-MAX_VIEWS_PER_LIST),
    },
  };
}

/** The views after saving one: a view with the same name is replaced, others kept. */
export function addView(views: readonly SavedView[], view: SavedView): SavedView[] {
  const name = view.name.trim().toLocaleLowerCase();
  return [...views.filter((other) => other.name.trim().toLocaleLowerCase() !== name), view];
}
