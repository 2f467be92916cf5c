import type { AdminComponents } from '@commerce/client/contract';
import type { Metadata } from '../../../db/columns.ts';
import { newId } from '../../../db/ids.ts';
import type { Page } from '../../../db/list-query.ts';
import { iso, unknownReference } from '../../../db/list-query.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { isUniqueViolation } from '../../../db/unique-violation.ts';
import { createError, errors } from '../../../errors.ts';
import type { RegionRow } from '../../settings/index.ts';
import {
  findLiveRegions,
  findRegion,
  type WireRegion,
  withRelations,
} from '../../settings/index.ts';
import { generateGiftCardCode } from './codes.ts';
import {
  findGiftCard,
  findRedeemableGiftCard,
  type GiftCardFilters,
  insertGiftCard,
  listGiftCardRows,
  updateGiftCard,
} from './repository.ts';
import type { GiftCardRow } from './tables.ts';

export type GiftCard = AdminComponents['schemas']['GiftCard'];

export interface CreateGiftCardInput {
  value?: number;
  ends_at?: string | null;
  is_disabled?: boolean;
  region_id: string;
  metadata?: Metadata;
}

export interface UpdateGiftCardInput {
  balance?: number;
  ends_at?: string | null;
  is_disabled?: boolean;
  region_id?: string;
  metadata?: Metadata;
}

// A collision of 79-bit random codes is not expected; a few retries make it harmless.
const CODE_ATTEMPTS = 3;

export function toGiftCard(row: GiftCardRow, wireRegion?: WireRegion): GiftCard {
  return {
    ...row,
    ends_at: iso(row.ends_at),
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    deleted_at: iso(row.deleted_at),
    ...(wireRegion ? { region: wireRegion } : {}),
  };
}

/** The live regions by id, as the wire shows them. */
async function regionsById(db: Executor, ids: string[]): Promise<Map<string, WireRegion>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await findLiveRegions(db, unique);
  return new Map((await withRelations(db, rows)).map((r) => [r.id, r]));
}

async function withRegions(db: Executor, rows: GiftCardRow[]): Promise<GiftCard[]> {
  const regions = await regionsById(
    db,
    rows.map((row) => row.region_id),
  );
  return rows.map((row) => toGiftCard(row, regions.get(row.region_id)));
}

async function requireGiftCard(db: Executor, id: string, lock = false): Promise<GiftCardRow> {
  const row = await findGiftCard(db, id, lock);
  if (!row) throw errors.notFound('Gift card', id);
  return row;
}

/** The region a body names, which must be live (400 otherwise). */
async function requireRegionOfBody(db: Executor, id: string): Promise<RegionRow> {
  const row = await findRegion(db, id);
  if (!row) throw unknownReference('Region', id);
  return row;
}

/** The tax rate a card carries: its region's, when that region taxes gift cards. */
const taxRateOf = (row: RegionRow): number | null => (row.gift_cards_taxable ? row.tax_rate : null);

export async function getGiftCard(db: Executor, id: string): Promise<GiftCard> {
  const [card] = await withRegions(db, [await requireGiftCard(db, id)]);
  return card as GiftCard;
}

export async function listGiftCards(
  db: Executor,
  filters: GiftCardFilters,
  page: Page,
): Promise<{ gift_cards: GiftCard[]; count: number }> {
  const { rows, count } = await listGiftCardRows(db, filters, page);
  return { gift_cards: await withRegions(db, rows), count };
}

/** Creates a card by hand: a fresh code, and a balance that starts at the value. */
export async function createGiftCard(db: Executor, input: CreateGiftCardInput): Promise<GiftCard> {
  const regionRow = await requireRegionOfBody(db, input.region_id);
  const value = input.value ?? 0;
  for (let attempt = 1; ; attempt++) {
    try {
      // A savepoint per attempt, so a code collision does not abort a caller's transaction.
      const row = await withTransaction(db, (tx) =>
        insertGiftCard(tx, {
          id: newId('gift'),
          code: generateGiftCardCode(),
          value,
          balance: value,
          region_id: regionRow.id,
          is_disabled: input.is_disabled ?? false,
          ends_at: input.ends_at ? new Date(input.ends_at) : null,
          tax_rate: taxRateOf(regionRow),
          metadata: input.metadata ?? null,
        }),
      );
      return getGiftCard(db, row.id);
    } catch (error) {
      if (attempt >= CODE_ATTEMPTS || !isUniqueViolation(error)) throw error;
    }
  }
}

export async function changeGiftCard(
  db: Executor,
  id: string,
  input: UpdateGiftCardInput,
): Promise<GiftCard> {
  return withTransaction(db, async (tx) => {
    await requireGiftCard(tx, id, true);
    const { region_id, ends_at, ...rest } = input;
    const moved = region_id === undefined ? undefined : await requireRegionOfBody(tx, region_id);
    await updateGiftCard(tx, id, {
      ...rest,
      ...(ends_at !== undefined ? { ends_at: ends_at ? new Date(ends_at) : null } : {}),
      ...(moved ? { region_id: moved.id, tax_rate: taxRateOf(moved) } : {}),
    });
    return getGiftCard(tx, id);
  });
}

/** Soft-deletes a card: orders keep its id, shoppers can no longer redeem it. */
export async function deleteGiftCard(db: Executor, id: string): Promise<void> {
  await withTransaction(db, async (tx) => {
    await requireGiftCard(tx, id, true);
    await updateGiftCard(tx, id, { deleted_at: new Date() });
  });
}

export function toStoreGiftCard(row: GiftCardRow, wireRegion: WireRegion) {
  return {
    id: row.id,
    code: row.code,
    value: row.value,
    balance: row.balance,
    region: wireRegion,
    ends_at: iso(row.ends_at),
  };
}

/**
 * A card as a shopper looks it up by code: only live, enabled, unexpired cards of a live
 * region are found, and only the public fields are shown. Codes are compared upper case.
 */
export async function lookUpGiftCard(db: Executor, code: string) {
  const row = await findRedeemableGiftCard(db, code.trim().toUpperCase(), new Date());
  const wireRegion = row ? (await regionsById(db, [row.region_id])).get(row.region_id) : undefined;
  if (!row || !wireRegion) {
    throw createError('not_found', `Gift card with code: ${code} was not found`);
  }
  return toStoreGiftCard(row, wireRegion);
}
