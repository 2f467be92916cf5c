import type { AdminUpdateProductVariantBody } from '@commerce/client/admin/products';
import type { CellChangeOut } from '../../lib/grid/use-grid-edits.ts';
import { defaultPrices, type ProductGridColumn, type Variant } from './grid-columns.ts';
import type { VariantStock } from './use-variant-stock.ts';

type PriceBody = NonNullable<AdminUpdateProductVariantBody['prices']>[number];

/** What one variant's save sends, and the cells it answers for. */
export interface VariantSave {
  variant: Variant;
  /** The variant's whole default prices, when one of them changed. */
  prices?: PriceBody[];
  stock: { itemId: string; location_id: string; units: number; exists: boolean }[];
  keys: string[];
}

/**
 * The requests of one Save, variant by variant, from the changed cells only. A variant's
 * `prices` replace its default prices as a whole (openapi AdminUpdateProductVariant), so the
 * unchanged ones are sent back as they are, with their ids; a cleared price is left out.
 */
export function savePlan(
  changes: readonly CellChangeOut<Variant>[],
  stock: ReadonlyMap<string, VariantStock>,
): VariantSave[] {
  const byVariant = new Map<string, CellChangeOut<Variant>[]>();
  for (const change of changes) {
    const list = byVariant.get(change.row.id) ?? [];
    list.push(change);
    byVariant.set(change.row.id, list);
  }
  return [...byVariant.values()].map((cells) => {
    const variant = (cells[0] as CellChangeOut<Variant>).row;
    const target = (cell: CellChangeOut<Variant>) => (cell.column as ProductGridColumn).target;
    const priceCells = cells.filter((cell) => target(cell).kind === 'price');
    const plan: VariantSave = { variant, stock: [], keys: cells.map((cell) => cell.key) };
    if (priceCells.length > 0) plan.prices = pricesWith(variant, priceCells, target);
    const item = stock.get(variant.id);
    for (const cell of cells) {
      const t = target(cell);
      if (t.kind !== 'stock' || !item || cell.value === null) continue;
      plan.stock.push({
        itemId: item.itemId,
        location_id: t.location_id,
        units: cell.value,
        exists: item.levels.has(t.location_id),
      });
    }
    return plan;
  });
}

function pricesWith(
  variant: Variant,
  cells: readonly CellChangeOut<Variant>[],
  target: (cell: CellChangeOut<Variant>) => ProductGridColumn['target'],
): PriceBody[] {
  const matches = (
    price: ReturnType<typeof defaultPrices>[number],
    cell: CellChangeOut<Variant>,
  ) => {
    const t = target(cell);
    if (t.kind !== 'price') return false;
    return t.region_id
      ? price.region_id === t.region_id
      : !price.region_id && price.currency_code === t.currency_code;
  };
  const kept: PriceBody[] = [];
  for (const price of defaultPrices(variant)) {
    const cell = cells.find((c) => matches(price, c));
    if (cell && cell.value === null) continue;
    kept.push({
      id: price.id,
      ...(price.region_id
        ? { region_id: price.region_id }
        : { currency_code: price.currency_code }),
      amount: cell ? (cell.value as number) : price.amount,
      ...(price.min_quantity != null ? { min_quantity: price.min_quantity } : {}),
      ...(price.max_quantity != null ? { max_quantity: price.max_quantity } : {}),
    });
  }
  for (const cell of cells) {
    const t = target(cell);
    if (t.kind !== 'price' || cell.value === null) continue;
    if (defaultPrices(variant).some((price) => matches(price, cell))) continue;
    kept.push({
      ...(t.region_id ? { region_id: t.region_id } : { currency_code: t.currency_code }),
      amount: cell.value,
    });
  }
  return kept;
}
