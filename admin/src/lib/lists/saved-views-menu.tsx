import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
  notify,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../forms/server-error.ts';
import type { AnyListSearch, ListSearchBase } from './list-search.ts';
import { sameSearch } from './list-state.ts';
import { SaveViewDialog } from './save-view-dialog.tsx';
import { useSavedViews } from './use-saved-views.ts';

export interface SavedViewsMenuProps<S extends ListSearchBase> {
  /** Which list the views belong to, e.g. `products`. */
  listId: string;
  search: S;
  /** Applies a view: the list's URL becomes the view's. */
  onApply: (search: S) => void;
}

/**
 * The user's saved views of a list: apply one, save the current state under a name, or
 * delete the view shown. Views are stored on the server in the user's metadata.
 */
export function SavedViewsMenu<S extends ListSearchBase>({
  listId,
  search,
  onApply,
}: SavedViewsMenuProps<S>) {
  const { t, i18n } = useTranslation('lists');
  const { views, save, remove, isSaving } = useSavedViews(listId);
  const [saving, setSaving] = useState(false);
  // A list's search is one of the shapes AnyListSearch covers.
  const current = search as unknown as AnyListSearch;
  const active = views.find((view) => sameSearch(view.search, current));

  const removeActive = async () => {
    if (!active) return;
    try {
      await remove(active.id);
      notify.success(t('views.deleted', { name: active.name }));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger size="small">
          {active ? t('views.buttonActive', { name: active.name }) : t('views.button')}
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuGroup>
            <DropdownMenuLabel>{t('views.label')}</DropdownMenuLabel>
            {views.length === 0 && <DropdownMenuItem disabled>{t('views.none')}</DropdownMenuItem>}
            {views.map((view) => (
              <DropdownMenuRadioItem
                key={view.id}
                name="view"
                value={view.id}
                checked={view.id === active?.id}
                hideOnClick
                onChange={() => onApply(view.search as unknown as S)}
              >
                {view.name}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onClick={() => setSaving(true)}>
            {t('views.saveCurrent')}
          </DropdownMenuItem>
          {active && (
            <DropdownMenuItem variant="destructive" onClick={() => void removeActive()}>
              {t('views.delete', { name: active.name })}
            </DropdownMenuItem>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <SaveViewDialog
        open={saving}
        onClose={() => setSaving(false)}
        onSave={(name) => save(name, current)}
        isSaving={isSaving}
      />
    </>
  );
}
