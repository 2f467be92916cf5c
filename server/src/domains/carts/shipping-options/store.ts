import type { Executor } from '../../../db/transaction.ts';
import { findRegion } from '../../settings/index.ts';
import { shippingRates, totalRate, withTax } from '../tax-rates/rates.ts';
import { type TaxRateOverrides, taxRatesFor } from '../tax-rates/repository.ts';
import { listStoreShippingOptions, type StoreOptionFilters } from './repository.ts';
import { loadShippingOptions } from './service.ts';
import type { ShippingOption } from './wire.ts';

/**
 * The options of GET /store/shipping-options, each with `price_incl_tax`: the flat amount
 * taxed at the option's own tax rates in its region, else at the region's rate. A
 * calculated option has no price before a cart exists, so its price_incl_tax is null.
 */
export async function storeShippingOptions(
  db: Executor,
  filters: StoreOptionFilters,
): Promise<ShippingOption[]> {
  const rows = await listStoreShippingOptions(db, filters);
  const options = await loadShippingOptions(db, rows);
  const regionIds = [...new Set(rows.map((row) => row.region_id))];
  const taxes = new Map<
    string,
    { rate: number; code: string | null; overrides: TaxRateOverrides }
  >();
  await Promise.all(
    regionIds.map(async (regionId) => {
      const region = await findRegion(db, regionId);
      if (!region) return;
      const overrides = await taxRatesFor(db, {
        regionId,
        shippingOptionIds: rows.filter((row) => row.region_id === regionId).map((row) => row.id),
      });
      taxes.set(regionId, { rate: region.tax_rate, code: region.tax_code, overrides });
    }),
  );
  return options.map((option) => {
    const tax = taxes.get(option.region_id);
    if (option.amount === null || !tax) return { ...option, price_incl_tax: null };
    const lines = shippingRates(
      tax.overrides,
      { tax_rate: tax.rate, tax_code: tax.code },
      option.id,
    );
    return {
      ...option,
      price_incl_tax: withTax(option.amount, totalRate(lines), option.includes_tax ?? false),
    };
  });
}
