import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { rowsFromJson } from '../../../db/json-row.ts';
import { oneGenericPlanList } from '../../../db/one-plan-list.ts';
import { reusedStatement } from '../../../db/prepared-read.ts';
import type { Executor } from '../../../db/transaction.ts';
import { type VariantsJson, variantsFromJson, variantsOfIdsColumns } from '../../catalog/index.ts';
import { addressesFromJson, addressesJson } from '../../people/index.ts';
import {
  type RegionRow,
  type RelationsJson,
  regionRelationsColumns,
  relationsFromJson,
  toRegion,
} from '../../settings/index.ts';
import {
  type AdjustmentRow,
  type ItemTaxLineRow,
  lineItemAdjustment,
  lineItemTaxLine,
  type MethodTaxLineRow,
  shippingMethodTaxLine,
} from './tables.ts';

/*
 * What a cart's answer reads besides the cart's own rows, in ONE statement: its addresses,
 * its region's countries, currency and providers, the lines' variants with their prices and
 * option values, and the adjustments and tax lines the caller does not already hold. Each
 * part is the json_agg of the query it replaces, in that query's order, read back through
 * drizzle's own column mapping (db/json-row.ts), so the answer is the same. Every cart call
 * ends with this answer; it was 5-6 statements after each change's refresh (issue 29).
 * A cart's payment, discounts and gift cards are read apart, and only when it has them.
 */

const ids = oneGenericPlanList;
/** The rows of `table` whose `owner` column is in the array placeholder `name`, by id. */
const rowsOf = (table: PgTable, owner: string, name: string) =>
  sql`(select coalesce(json_agg(t order by t.id), '[]'::json) from ${table} t where t.${sql.identifier(owner)} = any(${ids(name)}))`;

interface AnswerJson extends RelationsJson, VariantsJson {
  addresses: unknown;
  adjustments: unknown;
  item_tax_lines: unknown;
  method_tax_lines: unknown;
}

// Built once (db/prepared-read.ts): every cart call ends with it.
const answerOfCart = reusedStatement<AnswerJson>(
  'cart_answer',
  sql`select
    ${addressesJson(ids('addressIds'))} as addresses,
    ${regionRelationsColumns(ids('regionIds'), ids('currencyCodes'))},
    ${variantsOfIdsColumns(ids('variantIds'))},
    ${rowsOf(lineItemAdjustment, 'item_id', 'adjustmentItemIds')} as adjustments,
    ${rowsOf(lineItemTaxLine, 'item_id', 'taxItemIds')} as item_tax_lines,
    ${rowsOf(shippingMethodTaxLine, 'shipping_method_id', 'taxMethodIds')} as method_tax_lines`,
);

export interface AnswerRequest {
  addressIds: string[];
  /** The cart's region (none: a region not found, shown without one). */
  region: RegionRow | undefined;
  variantIds: string[];
  /** The lines whose adjustments to read (none when the caller holds them). */
  adjustmentItemIds: string[];
  /** The lines whose tax lines to read (none when the caller holds them). */
  taxItemIds: string[];
  /** The shipping methods whose tax lines to read (none when the caller holds them). */
  taxMethodIds: string[];
}

export async function readCartAnswer(db: Executor, request: AnswerRequest) {
  const { region } = request;
  const [found] = await answerOfCart(db, {
    addressIds: request.addressIds,
    regionIds: region ? [region.id] : [],
    currencyCodes: region ? [region.currency_code] : [],
    variantIds: request.variantIds,
    adjustmentItemIds: request.adjustmentItemIds,
    taxItemIds: request.taxItemIds,
    taxMethodIds: request.taxMethodIds,
  });
  return {
    addresses: addressesFromJson(found?.addresses),
    region: region && toRegion(region, relationsFromJson([region], found).get(region.id)),
    variants: variantsFromJson(found),
    adjustments: rowsFromJson(lineItemAdjustment, found?.adjustments) as AdjustmentRow[],
    itemTaxLines: rowsFromJson(lineItemTaxLine, found?.item_tax_lines) as ItemTaxLineRow[],
    methodTaxLines: rowsFromJson(
      shippingMethodTaxLine,
      found?.method_tax_lines,
    ) as MethodTaxLineRow[],
  };
}
