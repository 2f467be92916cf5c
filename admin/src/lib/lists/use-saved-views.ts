import { useMedusa } from '@commerce/client';
import { useAdminUpdateUser } from '@commerce/client/admin/users';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryOptions } from '../session/session.ts';
import type { AnyListSearch } from './list-search.ts';
import { changeSearch } from './list-state.ts';
import { addView, type SavedView, viewsOf, withViews } from './saved-views.ts';

/**
 * The signed-in user's saved views of one list, and saving and deleting them. Writes go to
 * the user's metadata; the update refreshes the session (its `x-invalidates: [auth]`), so
 * every list sees the new views.
 */
export function useSavedViews(listId: string) {
  const { client } = useMedusa();
  const user = useQuery(sessionQueryOptions(client)).data?.user;
  const update = useAdminUpdateUser({ id: user?.id ?? '' });
  const views = viewsOf(user?.metadata, listId);

  const write = (next: SavedView[]) =>
    update.mutateAsync({ metadata: withViews(user?.metadata, listId, next) });

  return {
    views,
    isSaving: update.isPending,
    /** Saves the list's current URL (without its page) under `name`. */
    save: (name: string, search: AnyListSearch) =>
      write(
        addView(views, {
          id: globalThis.crypto.randomUUID(),
          name: name.trim(),
          search: changeSearch(search, {}),
        }),
      ),
    remove: (id: string) => write(views.filter((view) => view.id !== id)),
  };
}
