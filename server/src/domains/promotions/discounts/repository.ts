import { and, count, eq, ilike, inArray, isNull, type SQL } from 'drizzle-orm';
import { countedPage, totalOf } from '../../../db/counted-page.ts';
import type { Page } from '../../../db/list-query.ts';
import { type Comparison, compare, containsPattern, orderBy } from '../../../db/list-query.ts';
import { rowOf } from '../../../db/subquery-row.ts';
import type { Executor } from '../../../db/transaction.ts';
import type { RegionRow } from '../../settings/index.ts';
import { findLiveRegions, liveRegionsToJoin } from '../../settings/index.ts';
import {
  type Allocation,
  type DiscountRow,
  type DiscountRuleRow,
  discount,
  discountRegion,
  discountRule,
  type RuleType,
} from './tables.ts';

export interface DiscountFilters {
  q?: string;
  id?: string[];
  is_dynamic?: boolean;
  is_disabled?: boolean;
  rule?: { type?: RuleType; allocation?: Allocation };
  parent_discount_id?: string;
  created_at?: Comparison<string>;
  updated_at?: Comparison<string>;
}

const ORDERABLE = {
  created_at: discount.created_at,
  updated_at: discount.updated_at,
  code: discount.code,
  starts_at: discount.starts_at,
  ends_at: discount.ends_at,
};

const live = isNull(discount.deleted_at);

function where(db: Executor, filters: DiscountFilters): SQL | undefined {
  const { rule } = filters;
  return and(
    live,
    filters.q ? ilike(discount.code, containsPattern(filters.q)) : undefined,
    filters.id?.length ? inArray(discount.id, filters.id) : undefined,
    filters.is_dynamic === undefined ? undefined : eq(discount.is_dynamic, filters.is_dynamic),
    filters.is_disabled === undefined ? undefined : eq(discount.is_disabled, filters.is_disabled),
    filters.parent_discount_id
      ? eq(discount.parent_discount_id, filters.parent_discount_id)
      : undefined,
    rule?.type || rule?.allocation
      ? inArray(
          discount.rule_id,
          db
            .select({ id: discountRule.id })
            .from(discountRule)
            .where(
              and(
                rule.type ? eq(discountRule.type, rule.type) : undefined,
                rule.allocation ? eq(discountRule.allocation, rule.allocation) : undefined,
              ),
            ),
        )
      : undefined,
    compare(discount.created_at, filters.created_at),
    compare(discount.updated_at, filters.updated_at),
  );
}

export async function listDiscountRows(
  db: Executor,
  filters: DiscountFilters,
  page: Page,
): Promise<{ rows: DiscountRow[]; count: number }> {
  const condition = where(db, filters);
  const found = await db
    .select({ row: discount, total: totalOf(discount, condition) })
    .from(discount)
    .where(condition)
    .orderBy(...orderBy(page.order, ORDERABLE, discount.id))
    .limit(page.limit)
    .offset(page.offset);
  return countedPage(found, page.offset, async () => {
    const [total] = await db.select({ n: count() }).from(discount).where(condition);
    return total?.n ?? 0;
  });
}

/** A live discount; `lock` takes its row lock for the rest of the transaction. */
export async function findDiscount(
  db: Executor,
  id: string,
  lock = false,
): Promise<DiscountRow | undefined> {
  const query = db
    .select()
    .from(discount)
    .where(and(eq(discount.id, id), live));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The live discount with this code; codes are stored upper case. */
export async function findDiscountByCode(
  db: Executor,
  code: string,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discount)
    .where(and(eq(discount.code, code.toUpperCase()), live));
  return row;
}

/** Discounts by id, deleted ones included (a parent shown beside its codes). */
export async function findDiscountsById(db: Executor, ids: string[]): Promise<DiscountRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(discount).where(inArray(discount.id, ids));
}

export type NewDiscount = typeof discount.$inferInsert;
export type DiscountValues = Partial<Omit<NewDiscount, 'id' | 'created_at'>>;

export async function insertDiscount(db: Executor, values: NewDiscount): Promise<DiscountRow> {
  const [row] = await db.insert(discount).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function updateDiscount(
  db: Executor,
  id: string,
  values: DiscountValues,
): Promise<void> {
  await db
    .update(discount)
    .set({ ...values, updated_at: new Date() })
    .where(eq(discount.id, id));
}

/** Soft-deletes the live codes generated from a dynamic discount. */
export async function deleteChildren(db: Executor, parentId: string): Promise<void> {
  const now = new Date();
  await db
    .update(discount)
    .set({ deleted_at: now, updated_at: now })
    .where(and(eq(discount.parent_discount_id, parentId), live));
}

/** A live code generated from `parentId`. */
export async function findChildByCode(
  db: Executor,
  parentId: string,
  code: string,
): Promise<DiscountRow | undefined> {
  const [row] = await db
    .select()
    .from(discount)
    .where(
      and(eq(discount.parent_discount_id, parentId), eq(discount.code, code.toUpperCase()), live),
    );
  return row;
}

export type NewDiscountRule = typeof discountRule.$inferInsert;

export async function insertRule(db: Executor, values: NewDiscountRule): Promise<DiscountRuleRow> {
  const [row] = await db.insert(discountRule).values(values).returning();
  if (!row) throw new Error('INSERT … RETURNING gave no row');
  return row;
}

export async function findRule(db: Executor, id: string): Promise<DiscountRuleRow | undefined> {
  const [row] = await db.select().from(discountRule).where(eq(discountRule.id, id));
  return row;
}

export async function findRules(db: Executor, ids: string[]): Promise<DiscountRuleRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(discountRule).where(inArray(discountRule.id, ids));
}

export async function updateRule(
  db: Executor,
  id: string,
  values: Partial<Pick<NewDiscountRule, 'description' | 'value' | 'allocation' | 'metadata'>>,
): Promise<void> {
  await db
    .update(discountRule)
    .set({ ...values, updated_at: new Date() })
    .where(eq(discountRule.id, id));
}

/** The live regions of several discounts. */
export async function regionsOfDiscounts(
  db: Executor,
  discountIds: string[],
): Promise<{ discount_id: string; region: RegionRow }[]> {
  if (discountIds.length === 0) return [];
  const regions = liveRegionsToJoin(db);
  return db
    .select({ discount_id: discountRegion.discount_id, region: rowOf(regions) })
    .from(discountRegion)
    .innerJoin(regions, eq(regions.id, discountRegion.region_id))
    .where(inArray(discountRegion.discount_id, discountIds))
    .orderBy(regions.name, regions.id);
}

export async function linkRegions(
  db: Executor,
  discountId: string,
  regionIds: string[],
): Promise<void> {
  if (regionIds.length === 0) return;
  await db
    .insert(discountRegion)
    .values(regionIds.map((region_id) => ({ discount_id: discountId, region_id })))
    .onConflictDoNothing();
}

export async function unlinkRegions(
  db: Executor,
  discountId: string,
  regionIds?: string[],
): Promise<void> {
  await db
    .delete(discountRegion)
    .where(
      and(
        eq(discountRegion.discount_id, discountId),
        regionIds ? inArray(discountRegion.region_id, regionIds) : undefined,
      ),
    );
}

/** The ids among `ids` of live regions. */
export async function liveRegionIds(db: Executor, ids: string[]): Promise<string[]> {
  return (await findLiveRegions(db, ids)).map((row) => row.id);
}
