import type { AdminComponents } from '@commerce/client/contract';
import type { Executor } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { channelsOfProducts, findLiveVariant } from '../../catalog/index.ts';
import { locationsOfChannels } from '../../settings/index.ts';
import { getInventoryItem } from '../inventory-items/service.ts';
import { linksOfVariant } from './repository.ts';

type VariantInventory = AdminComponents['schemas']['VariantInventory'];
type ItemWithLevels = VariantInventory['inventory'][number];

/**
 * Units of the variant sellable from `locations`: for each item, what those locations
 * hold beyond reservations, divided by the units one variant uses; the smallest of those.
 */
export function availableAt(
  items: ReadonlyArray<{ item: ItemWithLevels; required: number }>,
  locations: ReadonlySet<string>,
): number {
  if (items.length === 0) return 0;
  return Math.min(
    ...items.map(({ item, required }) => {
      const units = item.location_levels
        .filter((level) => locations.has(level.location_id))
        .reduce((sum, level) => sum + level.stocked_quantity - level.reserved_quantity, 0);
      return Math.floor(units / required);
    }),
  );
}

/** AdminGetVariantInventory: the variant's items with their levels, and per channel what it can sell. */
export async function getVariantInventory(db: Executor, id: string): Promise<VariantInventory> {
  const variant = await findLiveVariant(db, id);
  if (!variant) throw errors.notFound('Product variant', id);
  const links = await linksOfVariant(db, id);
  const items = await Promise.all(
    links.map(async (link) => ({
      item: await getInventoryItem(db, link.inventory_item_id),
      required: link.required_quantity,
    })),
  );
  const channels =
    (await channelsOfProducts(db, [variant.product_id])).get(variant.product_id) ?? [];
  const channelLocations = await locationsOfChannels(
    db,
    channels.map((channel) => channel.id),
  );
  return {
    id,
    inventory: items.map(({ item }) => item),
    sales_channel_availability: channels.map((channel) => ({
      channel_name: channel.name,
      channel_id: channel.id,
      available_quantity: availableAt(
        items,
        new Set(
          channelLocations
            .filter((link) => link.sales_channel_id === channel.id && !link.deleted_at)
            .map((link) => link.location_id),
        ),
      ),
    })),
  };
}
