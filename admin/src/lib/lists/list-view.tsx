import { BulkActionBar } from '@commerce/ui';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ColumnsMenu } from './columns-menu.tsx';
import { type ListColumn, visibleColumns } from './list-columns.ts';
import { ListFooter } from './list-footer.tsx';
import { ListGrid } from './list-grid.tsx';
import { DEFAULT_PAGE_SIZE, type ListSearchBase } from './list-search.ts';
import { changeSearch, clearNarrowing, filtersOf, isNarrowed } from './list-state.ts';
import { ListEmpty, ListError, ListLoading } from './list-states.tsx';
import { SavedViewsMenu } from './saved-views-menu.tsx';
import { ListSearchField } from './search-field.tsx';
import { type RowSelection, useRowSelection } from './use-row-selection.ts';

/** A page of a list as the screen reads it from the API's answer. */
export interface ListData<Row> {
  rows: readonly Row[];
  count: number;
}

/** The parts of a React Query result the list reads. */
export interface ListQuery<Row> {
  data: ListData<Row> | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  /** The rows shown belong to the previous URL while the new page loads. */
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

export type SearchChange<S> = (search: S, options?: { replace?: boolean }) => void;

export interface ListViewProps<Row, S extends ListSearchBase> {
  /** Names the list in saved views, e.g. `products`. */
  listId: string;
  /** The grid's accessible name. */
  label: string;
  /** The search field's label; without one the list has no search (its API has no `q`). */
  searchLabel?: string;
  search: S;
  onSearchChange: SearchChange<S>;
  query: ListQuery<Row>;
  columns: readonly ListColumn<Row>[];
  getRowId: (row: Row) => string;
  rowName: (row: Row) => string;
  onOpenRow: (row: Row) => void;
  /** The filter menus, shown beside the search box. */
  filters?: ReactNode;
  /** With it, rows can be selected; it renders the actions for the selected rows. */
  bulkActions?: (selected: Row[], selection: RowSelection<Row>) => ReactNode;
  bulkLabel?: string;
  /** Above the rows, e.g. the outcome of the last bulk action. */
  notice?: ReactNode;
  emptyTitle: string;
  emptyDescription?: string;
}

/**
 * The one list pattern of the admin (see admin/README.md, "List screens"): search, filters,
 * sort, page and columns in the URL, saved views, selection with bulk actions, a keyboard
 * grid that renders only the rows in view, and loading, empty and error states.
 */
export function ListView<Row, S extends ListSearchBase>(props: ListViewProps<Row, S>) {
  const { t } = useTranslation('lists');
  const { search, onSearchChange, query, columns } = props;
  const selection = useRowSelection(props.getRowId);
  const change = (patch: Partial<S>, options?: { replace?: boolean }) =>
    onSearchChange(changeSearch(search, patch), options);

  // A new search or filter lists other rows: a selection made before would act on rows no
  // longer shown.
  const narrowing = JSON.stringify([search.q, filtersOf(search)]);
  const { clear } = selection;
  useEffect(() => {
    void narrowing;
    clear();
  }, [narrowing, clear]);

  const shown = visibleColumns(columns, search.columns);
  const limit = search.limit ?? DEFAULT_PAGE_SIZE;
  const selected = [...selection.selected.values()];
  const rows = query.data?.rows ?? [];

  let body: ReactNode;
  if (query.isPending) body = <ListLoading label={t('states.loading')} />;
  else if (query.isError)
    body = <ListError error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) {
    body = (
      <ListEmpty
        narrowed={isNarrowed(search)}
        onClear={() => onSearchChange(clearNarrowing(search))}
        title={props.emptyTitle}
        description={props.emptyDescription}
      />
    );
  } else {
    body = (
      <ListGrid
        label={props.label}
        rows={rows}
        columns={shown}
        getRowId={props.getRowId}
        rowName={props.rowName}
        onOpenRow={props.onOpenRow}
        selection={props.bulkActions ? selection : undefined}
        order={search.order}
        onOrderChange={(order) => change({ order } as Partial<S>)}
        isFetching={query.isPlaceholderData}
      />
    );
  }

  return (
    <section aria-label={props.label} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        {props.searchLabel !== undefined && (
          <ListSearchField
            value={search.q}
            onChange={(q) => change({ q } as Partial<S>, { replace: true })}
            label={props.searchLabel}
          />
        )}
        {props.filters}
        {isNarrowed(search) && (
          <button
            type="button"
            className="text-sm text-primary underline-offset-4 hover:underline"
            onClick={() => onSearchChange(clearNarrowing(search))}
          >
            {t('filters.clearAll')}
          </button>
        )}
        <div className="ms-auto flex items-center gap-2">
          <ColumnsMenu
            columns={columns}
            shown={shown}
            onChange={(ids) => change({ columns: ids, offset: search.offset } as Partial<S>)}
          />
          <SavedViewsMenu listId={props.listId} search={search} onApply={onSearchChange} />
        </div>
      </div>
      {props.notice}
      {props.bulkActions && selected.length > 0 && (
        <BulkActionBar
          label={props.bulkLabel ?? t('selection.actions')}
          summary={t('selection.count', { count: selected.length })}
          clearLabel={t('selection.clear')}
          onClear={selection.clear}
        >
          {props.bulkActions(selected, selection)}
        </BulkActionBar>
      )}
      {body}
      {query.data && query.data.count > 0 && (
        <ListFooter
          offset={search.offset ?? 0}
          limit={limit}
          count={query.data.count}
          onOffsetChange={(offset) => change({ offset } as Partial<S>)}
          onLimitChange={(size) => change({ limit: size } as Partial<S>)}
        />
      )}
    </section>
  );
}
