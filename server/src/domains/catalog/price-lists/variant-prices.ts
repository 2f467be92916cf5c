import { and, asc, eq, getTableColumns, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { customerInGroup } from '../../people/index.ts';
import type { CandidatePrice, ListTerms } from '../products/pricing.ts';
import { moneyAmount } from '../products/tables.ts';
import type { MoneyAmountRow } from './repository.ts';
import { priceList, priceListCustomerGroup } from './tables.ts';

/*
 * Every price of a page of variants in one query: the default prices and those of live
 * price lists, each with its list's terms and whether the customer may use the list (it
 * names no group, or the customer is a member of one). The rules that pick a price are
 * pure (products/pricing.ts); dates are checked there so one read serves any moment.
 */

export type VariantPrice = MoneyAmountRow & CandidatePrice;

export async function candidatePrices(
  db: Executor,
  variantIds: string[],
  customerId: string | null | undefined,
): Promise<VariantPrice[]> {
  if (variantIds.length === 0) return [];
  const named = sql`SELECT 1 FROM ${priceListCustomerGroup}
    WHERE ${priceListCustomerGroup.price_list_id} = ${priceList.id}`;
  const member = customerId
    ? sql` OR EXISTS (SELECT 1 FROM ${priceListCustomerGroup}
        WHERE ${priceListCustomerGroup.price_list_id} = ${priceList.id}
          AND ${customerInGroup(customerId, priceListCustomerGroup.customer_group_id)})`
    : sql``;
  const rows = await db
    .select({
      ...getTableColumns(moneyAmount),
      list_type: priceList.type,
      list_status: priceList.status,
      list_starts_at: priceList.starts_at,
      list_ends_at: priceList.ends_at,
      list_includes_tax: priceList.includes_tax,
      for_customer: sql<boolean>`(NOT EXISTS (${named})${member})`,
    })
    .from(moneyAmount)
    .leftJoin(priceList, eq(priceList.id, moneyAmount.price_list_id))
    .where(
      and(
        inArray(moneyAmount.variant_id, variantIds),
        isNull(moneyAmount.deleted_at),
        or(isNull(moneyAmount.price_list_id), isNull(priceList.deleted_at)),
      ),
    )
    .orderBy(asc(moneyAmount.created_at), asc(moneyAmount.id));
  return rows.map(
    ({
      list_type,
      list_status,
      list_starts_at,
      list_ends_at,
      list_includes_tax,
      for_customer,
      ...price
    }) => {
      const list: ListTerms | null =
        price.price_list_id && list_type && list_status
          ? {
              type: list_type,
              status: list_status,
              starts_at: list_starts_at,
              ends_at: list_ends_at,
              includes_tax: list_includes_tax ?? false,
              for_customer: Boolean(for_customer),
            }
          : null;
      return { ...price, list };
    },
  );
}
