import type { AdminCreateRegionBody, AdminUpdateRegionBody } from '@commerce/client/admin/regions';
import * as v from 'valibot';
import type { Region } from './use-settings-data.ts';

const text = v.pipe(v.string(), v.trim());

/** A typed percentage as a number ("7,5" -> 7.5). */
export const toRate = (typed: string) => Number(typed.trim().replace(',', '.'));

/** A percentage typed by staff ("25", "7,5"): 0 to 100, as the contract bounds tax_rate. */
export const percentage = v.pipe(
  text,
  v.nonEmpty('regions:validation.rateRequired'),
  v.check((typed) => {
    const rate = toRate(typed);
    return Number.isFinite(rate) && rate >= 0 && rate <= 100;
  }, 'regions:validation.rateRange'),
);

/** The region form: create shows the providers, edit the tax flags (the API's two bodies). */
export const regionSchema = v.object({
  name: v.pipe(text, v.nonEmpty('regions:validation.nameRequired')),
  currency_code: v.pipe(v.string(), v.nonEmpty('regions:validation.currencyRequired')),
  tax_rate: percentage,
  tax_code: text,
  payment_providers: v.array(v.string()),
  fulfillment_providers: v.array(v.string()),
  includes_tax: v.boolean(),
  automatic_taxes: v.boolean(),
  gift_cards_taxable: v.boolean(),
  tax_provider_id: v.string(),
});

/** The select value of the built-in tax provider (the API's null). */
export const BUILT_IN_TAX = 'built-in';
export type RegionValues = v.InferOutput<typeof regionSchema>;

export function regionValues(region?: Region): RegionValues {
  return {
    name: region?.name ?? '',
    currency_code: region?.currency_code ?? '',
    tax_rate: region ? String(region.tax_rate) : '',
    tax_code: region?.tax_code ?? '',
    payment_providers: region?.payment_providers?.map((p) => p.id) ?? ['manual'],
    fulfillment_providers: region?.fulfillment_providers?.map((p) => p.id) ?? ['manual'],
    includes_tax: region?.includes_tax ?? false,
    automatic_taxes: region?.automatic_taxes ?? true,
    gift_cards_taxable: region?.gift_cards_taxable ?? true,
    tax_provider_id: region?.tax_provider_id ?? BUILT_IN_TAX,
  };
}

/**
 * A new region: countries are added on its page afterwards. `includes_tax` only where the
 * store has tax-inclusive pricing (`taxInclusive`, feature-flags.ts).
 */
export function createRegionBody(
  values: RegionValues,
  taxInclusive: boolean,
): AdminCreateRegionBody {
  return {
    name: values.name,
    currency_code: values.currency_code,
    tax_rate: toRate(values.tax_rate),
    ...(values.tax_code ? { tax_code: values.tax_code } : {}),
    payment_providers: values.payment_providers,
    fulfillment_providers: values.fulfillment_providers,
    countries: [],
    ...(taxInclusive ? { includes_tax: values.includes_tax } : {}),
  };
}

/** An edit: the settings only; countries and providers change one by one on the page. */
export function updateRegionBody(
  values: RegionValues,
  taxInclusive: boolean,
): AdminUpdateRegionBody {
  return {
    name: values.name,
    currency_code: values.currency_code,
    tax_rate: toRate(values.tax_rate),
    tax_code: values.tax_code,
    ...(taxInclusive ? { includes_tax: values.includes_tax } : {}),
    automatic_taxes: values.automatic_taxes,
    gift_cards_taxable: values.gift_cards_taxable,
    tax_provider_id: values.tax_provider_id === BUILT_IN_TAX ? null : values.tax_provider_id,
  };
}
