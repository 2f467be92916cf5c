import { useMedusa } from '@commerce/client';
import {
  type AdminListProductsData,
  type AdminListProductsParams,
  adminListProductsQueryOptions,
} from '@commerce/client/admin/products';
import { Button } from '@commerce/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type BulkOutcome, runAll } from '../lists/bulk.ts';
import { BulkOutcomeNotice } from '../lists/bulk-outcome-notice.tsx';
import type { ListColumn } from '../lists/list-columns.ts';
import type { ListSearch } from '../lists/list-search.ts';
import { pageParams } from '../lists/list-state.ts';
import { ListView, type SearchChange } from '../lists/list-view.tsx';
import type { Permission } from '../permissions/permissions.ts';
import { usePermissions } from '../permissions/use-permissions.ts';
import { ProductStatusBadge } from './product-status.tsx';

type Product = AdminListProductsData['products'][number];

/** The words of one grouping's product list (a collection's, a category's). */
export interface MemberProductsText {
  label: string;
  searchLabel: string;
  actionsLabel: string;
  remove: string;
  removed: (count: number) => string;
  removeFailed: (count: number) => string;
  emptyTitle: string;
  emptyDescription: string;
}

export interface MemberProductsProps {
  /** Where the list keeps its columns and saved views. */
  listId: string;
  /** The filter that makes the list the grouping's products, e.g. `{ collection_id: [id] }`. */
  filter: AdminListProductsParams;
  search: ListSearch;
  onSearchChange: SearchChange<ListSearch>;
  /** Takes the products out of the grouping in one request, and refreshes what shows them. */
  removeProducts: (ids: string[]) => Promise<unknown>;
  /** What taking products out needs (a collection's: `products:write`; a channel's: `channels:write`). */
  removePermission: Permission;
  text: MemberProductsText;
}

const productId = (product: Product) => product.id;
const productName = (product: Product) => product.title;

/** The products of a collection or category (the list pattern), and taking some out of it. */
export function MemberProducts(props: MemberProductsProps) {
  const { filter, search, removeProducts, text } = props;
  const { t } = useTranslation('catalog');
  const { client } = useMedusa();
  const { can } = usePermissions();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<BulkOutcome<Product>>();
  const [removing, setRemoving] = useState(false);
  const query = useQuery({
    ...adminListProductsQueryOptions(client, { ...pageParams(search), ...filter }),
    placeholderData: keepPreviousData,
    select: (data: AdminListProductsData) => ({ rows: data.products, count: data.count }),
  });
  const columns: ListColumn<Product>[] = [
    {
      id: 'title',
      header: t('fields.title'),
      width: 'minmax(14rem, 2fr)',
      sort: 'title',
      required: true,
      cell: (product) => (
        <Link
          to="/a/products/$id"
          params={{ id: product.id }}
          tabIndex={-1}
          className="truncate font-medium hover:underline"
        >
          {product.title}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('fields.status'),
      width: '9rem',
      cell: (product) => <ProductStatusBadge status={product.status} />,
    },
  ];

  const remove = async (rows: Product[], deselect: (rows: Product[]) => void) => {
    setRemoving(true);
    try {
      const result = await runAll(rows, (chosen) => removeProducts(chosen.map(productId)));
      deselect(result.succeeded);
      setOutcome(result);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <ListView
      listId={props.listId}
      label={text.label}
      searchLabel={text.searchLabel}
      search={search}
      onSearchChange={props.onSearchChange}
      query={query}
      columns={columns}
      getRowId={productId}
      rowName={productName}
      onOpenRow={(product) => void navigate({ to: '/a/products/$id', params: { id: product.id } })}
      bulkLabel={text.actionsLabel}
      // Without the permission the rows cannot be selected at all: there is nothing to do to them.
      bulkActions={
        can(props.removePermission)
          ? (selected, selection) => (
              <Button
                size="small"
                variant="danger"
                isLoading={removing}
                onClick={() => void remove(selected, (rows) => selection.setAll(rows, false))}
              >
                {text.remove}
              </Button>
            )
          : undefined
      }
      notice={
        outcome && (
          <BulkOutcomeNotice
            outcome={outcome}
            rowName={productName}
            success={text.removed(outcome.succeeded.length)}
            failure={text.removeFailed(outcome.failed.length)}
            onDismiss={() => setOutcome(undefined)}
          />
        )
      }
      emptyTitle={text.emptyTitle}
      emptyDescription={text.emptyDescription}
    />
  );
}
