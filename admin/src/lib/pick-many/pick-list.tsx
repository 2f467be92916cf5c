import { Button, Checkbox } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import type { PickOption } from './use-pick-search.ts';

export interface PickListProps {
  label: string;
  options: PickOption[] | undefined;
  isChosen: (id: string) => boolean;
  onToggle: (id: string, on: boolean) => void;
  isPending: boolean;
  isFetching: boolean;
  isFetchingMore?: boolean;
  /** The failure to show in place of the results, if the search failed. */
  failure?: string;
  noResults: string;
  /** Offered while the server has more results than shown. */
  onShowMore?: () => void;
}

/**
 * The results of a pick-many dialog as a list of checkboxes, each a native input inside its
 * label, so Tab and Space choose and a screen reader reads the name and whether it is ticked.
 */
export function PickList({
  label,
  options,
  isChosen,
  onToggle,
  isPending,
  isFetching,
  isFetchingMore,
  failure,
  noResults,
  onShowMore,
}: PickListProps) {
  const { t } = useTranslation('lists');
  return (
    <div className="flex flex-col gap-2">
      <ul
        aria-label={label}
        aria-busy={isFetching || undefined}
        className="flex max-h-96 flex-col gap-1 overflow-y-auto"
      >
        {isPending && !failure && (
          <li className="text-sm text-muted-foreground">{t('states.loading')}</li>
        )}
        {failure && (
          <li role="alert" className="text-sm text-danger">
            {failure}
          </li>
        )}
        {options?.length === 0 && <li className="text-sm text-muted-foreground">{noResults}</li>}
        {options?.map((option) => (
          <li key={option.id}>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label. */}
            <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <Checkbox
                checked={option.taken || isChosen(option.id)}
                disabled={option.taken}
                onCheckedChange={(on) => onToggle(option.id, on)}
              />
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
              {option.detail && (
                <span className="truncate text-muted-foreground">{option.detail}</span>
              )}
            </label>
          </li>
        ))}
      </ul>
      {onShowMore && (
        <Button
          variant="ghost"
          size="small"
          className="self-start"
          isLoading={isFetchingMore}
          onClick={onShowMore}
        >
          {t('actions.showMore')}
        </Button>
      )}
    </div>
  );
}
