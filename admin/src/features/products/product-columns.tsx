import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { ProductStatusBadge } from '../../lib/catalog/product-status.tsx';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import type { ListedProduct } from './product-list-query.ts';

const NONE = '—';

const Text = ({ children }: { children: string | number | null | undefined }) => (
  <span className="truncate">
    {children === null || children === undefined || children === '' ? NONE : children}
  </span>
);

/** The product list's columns, in their order; the title names the row and links to it. */
export function productColumns(
  t: TFunction<'products'>,
  formatDate: (iso: string) => string,
): ListColumn<ListedProduct>[] {
  return [
    {
      id: 'title',
      header: t('columns.title'),
      width: 'minmax(14rem, 2fr)',
      sort: 'title',
      required: true,
      cell: (product) => (
        <span className="flex min-w-0 items-center gap-2">
          {product.thumbnail ? (
            <img src={product.thumbnail} alt="" className="size-7 shrink-0 rounded object-cover" />
          ) : (
            <span aria-hidden="true" className="size-7 shrink-0 rounded bg-muted" />
          )}
          {/* Out of the tab order: the grid is one tab stop, and Enter opens the row. */}
          <Link
            to="/a/products/$id"
            params={{ id: product.id }}
            tabIndex={-1}
            className="truncate font-medium hover:underline"
          >
            {product.title}
          </Link>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      width: '8rem',
      cell: (product) => <ProductStatusBadge status={product.status} />,
    },
    {
      id: 'collection',
      header: t('columns.collection'),
      width: 'minmax(8rem, 1fr)',
      cell: (product) => <Text>{product.collection?.title}</Text>,
    },
    {
      id: 'type',
      header: t('columns.type'),
      width: 'minmax(6rem, 1fr)',
      cell: (product) => <Text>{product.type?.value}</Text>,
    },
    {
      id: 'sales_channels',
      header: t('columns.salesChannels'),
      width: 'minmax(8rem, 1fr)',
      cell: (product) => <Text>{product.sales_channels?.map((c) => c.name).join(', ')}</Text>,
    },
    {
      id: 'variants',
      header: t('columns.variants'),
      width: '6rem',
      cell: (product) => <Text>{product.variants?.length ?? 0}</Text>,
    },
    {
      id: 'tags',
      header: t('columns.tags'),
      width: 'minmax(8rem, 1fr)',
      hidden: true,
      cell: (product) => <Text>{product.tags?.map((tag) => tag.value).join(', ')}</Text>,
    },
    {
      id: 'handle',
      header: t('columns.handle'),
      width: 'minmax(8rem, 1fr)',
      sort: 'handle',
      hidden: true,
      cell: (product) => <Text>{product.handle}</Text>,
    },
    {
      id: 'created_at',
      header: t('columns.createdAt'),
      width: '9rem',
      sort: 'created_at',
      hidden: true,
      cell: (product) => <Text>{formatDate(product.created_at)}</Text>,
    },
    {
      id: 'updated_at',
      header: t('columns.updatedAt'),
      width: '9rem',
      sort: 'updated_at',
      cell: (product) => <Text>{formatDate(product.updated_at)}</Text>,
    },
  ];
}
