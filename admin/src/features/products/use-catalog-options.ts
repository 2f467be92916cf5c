import { useMedusa } from '@commerce/client';
import { adminListCollectionsQueryOptions } from '@commerce/client/admin/collections';
import {
  type AdminListProductCategoriesData,
  adminListProductCategoriesQueryOptions,
} from '@commerce/client/admin/product-categories';
import { adminListProductTagsQueryOptions } from '@commerce/client/admin/product-tags';
import { adminListProductsTypesQueryOptions } from '@commerce/client/admin/products';
import { adminListSalesChannelsQueryOptions } from '@commerce/client/admin/sales-channels';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import type { FilterOption } from '../../lib/lists/filter-menu.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';

/** The API's largest page: a catalogue's collections, tags and channels fit in one. */
const ALL = 1000;

type Category = AdminListProductCategoriesData['product_categories'][number];

/** The category tree as one list, parents before children, indented by depth. */
export function flattenCategories(categories: readonly Category[], depth = 0): FilterOption[] {
  return categories.flatMap((category) => [
    { value: category.id, label: category.name, depth },
    ...flattenCategories(category.category_children ?? [], depth + 1),
  ]);
}

export interface OptionList {
  options: FilterOption[];
  state: 'loading' | 'error' | 'ready';
}

function optionsOf<T>(
  query: UseQueryResult<T>,
  toOptions: (data: T) => FilterOption[],
): OptionList {
  if (query.isPending) return { options: [], state: 'loading' };
  if (query.isError) return { options: [], state: 'error' };
  return { options: toOptions(query.data), state: 'ready' };
}

/**
 * What products can be filtered by and moved into: collections, categories (as a tree),
 * tags, types and sales channels. The types are those products use
 * (`GET /admin/products/types`): filtering by a type no product has would only find nothing.
 * The sales channels are `null` for a role without `channels:read`, which is not asked for
 * them (issue 21).
 */
export function useCatalogOptions() {
  const { client } = useMedusa();
  const canReadChannels = usePermissions().can('channels:read');
  // Categories are a flag on Medusa v1, off by default (issue 25): not asked for without it.
  const hasCategories = useCapability('product_categories') === true;
  const collections = useQuery(
    adminListCollectionsQueryOptions(client, { limit: ALL, order: 'title' }),
  );
  const categories = useQuery({
    ...adminListProductCategoriesQueryOptions(client, {
      parent_category_id: 'null',
      include_descendants_tree: true,
      limit: ALL,
    }),
    enabled: hasCategories,
  });
  const tags = useQuery(adminListProductTagsQueryOptions(client, { limit: ALL, order: 'value' }));
  const types = useQuery(adminListProductsTypesQueryOptions(client));
  const channels = useQuery({
    ...adminListSalesChannelsQueryOptions(client, { limit: ALL }),
    enabled: canReadChannels,
  });
  return {
    collections: optionsOf(collections, (data) =>
      data.collections.map((c) => ({ value: c.id, label: c.title })),
    ),
    categories: hasCategories
      ? optionsOf(categories, (data) => flattenCategories(data.product_categories))
      : null,
    tags: optionsOf(tags, (data) =>
      data.product_tags.map((t) => ({ value: t.id, label: t.value })),
    ),
    types: optionsOf(types, (data) =>
      data.types
        .map((t) => ({ value: t.id, label: t.value }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    ),
    channels: canReadChannels
      ? optionsOf(channels, (data) =>
          data.sales_channels.map((c) => ({ value: c.id, label: c.name })),
        )
      : null,
  };
}

export type CatalogOptions = ReturnType<typeof useCatalogOptions>;
