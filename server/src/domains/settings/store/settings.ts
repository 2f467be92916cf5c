import { and, asc, eq, ne } from 'drizzle-orm';
import type { Store } from '../../../contract.ts';
import { type Executor, withTransaction } from '../../../db/transaction.ts';
import { errors } from '../../../errors.ts';
import { SYSTEM_PAYMENT_PROVIDER_ID } from '../../../payments/system.ts';
import { findCurrencies, findCurrency } from '../currencies/repository.ts';
import {
  currency,
  fulfillmentProvider,
  paymentProvider,
  storeCurrency,
  taxProvider,
} from '../currencies/tables.ts';
import { findStore, type StoreRow } from './repository.ts';
import { store } from './tables.ts';

/*
 * The store's settings beyond its row: the currencies it sells in (store_currency), the
 * default among them, and the installed providers (migration 0003).
 */

export async function storeCurrencies(db: Executor, storeId: string) {
  return db
    .select({
      code: currency.code,
      symbol: currency.symbol,
      symbol_native: currency.symbol_native,
      name: currency.name,
      includes_tax: currency.includes_tax,
    })
    .from(storeCurrency)
    .innerJoin(currency, eq(currency.code, storeCurrency.currency_code))
    .where(eq(storeCurrency.store_id, storeId))
    .orderBy(asc(currency.code));
}

/** The wire store with its currencies and default currency. */
export async function storeWithCurrencies(db: Executor, row?: StoreRow): Promise<Store> {
  const current = row ?? (await findStore(db));
  const currencies = await storeCurrencies(db, current.id);
  const fallback = await findCurrency(db, current.default_currency_code);
  const defaultCurrency =
    currencies.find((c) => c.code === current.default_currency_code) ?? fallback;
  return {
    ...current,
    created_at: current.created_at.toISOString(),
    updated_at: current.updated_at.toISOString(),
    currencies,
    ...(defaultCurrency ? { default_currency: defaultCurrency } : {}),
  };
}

// `system` records staff payments of draft orders; no region may offer it to shoppers.
export const listPaymentProviders = (db: Executor) =>
  db
    .select()
    .from(paymentProvider)
    .where(ne(paymentProvider.id, SYSTEM_PAYMENT_PROVIDER_ID))
    .orderBy(asc(paymentProvider.id));
export const listFulfillmentProviders = (db: Executor) =>
  db.select().from(fulfillmentProvider).orderBy(asc(fulfillmentProvider.id));
export const listTaxProviders = (db: Executor) =>
  db.select().from(taxProvider).orderBy(asc(taxProvider.id));

export interface StoreChanges {
  name?: string;
  swap_link_template?: string;
  payment_link_template?: string;
  invite_link_template?: string;
  default_currency_code?: string;
  currencies?: string[];
  default_sales_channel_id?: string;
  metadata?: Record<string, unknown> | null;
}

/**
 * Updates the store; `currencies` replaces the whole list. The default currency must stay
 * among the store's currencies, so removing it without naming a new default is refused.
 */
export async function updateStore(db: Executor, changes: StoreChanges): Promise<Store> {
  return withTransaction(db, async (tx) => {
    const current = await findStore(tx);
    const { currencies, ...fields } = changes;
    const defaultCode = (
      fields.default_currency_code ?? current.default_currency_code
    ).toLowerCase();
    if (fields.default_currency_code) fields.default_currency_code = defaultCode;
    let codes = (await storeCurrencies(tx, current.id)).map((c) => c.code);
    if (currencies) {
      const wanted = [...new Set(currencies.map((code) => code.toLowerCase()))];
      const known = new Set((await findCurrencies(tx, wanted)).map((c) => c.code));
      const unknown = wanted.find((code) => !known.has(code));
      // The contract has no 404 for this update: an unknown code is invalid input.
      if (unknown !== undefined)
        throw errors.invalidData(`Currency with code: ${unknown} does not exist`);
      codes = wanted;
      await tx.delete(storeCurrency).where(eq(storeCurrency.store_id, current.id));
      if (wanted.length > 0) {
        await tx
          .insert(storeCurrency)
          .values(wanted.map((code) => ({ store_id: current.id, currency_code: code })));
      }
    }
    if (!codes.includes(defaultCode)) {
      throw errors.invalidData(
        currencies
          ? 'You are not allowed to remove the default currency from the store currencies without replacing it as well'
          : `Store does not have currency: ${defaultCode}`,
      );
    }
    const [row] = await tx
      .update(store)
      .set({ ...fields, updated_at: new Date() })
      .where(eq(store.id, current.id))
      .returning();
    return storeWithCurrencies(tx, row);
  });
}

export async function addStoreCurrency(db: Executor, code: string): Promise<Store> {
  return withTransaction(db, async (tx) => {
    const current = await findStore(tx);
    const found = await findCurrency(tx, code);
    if (!found) throw errors.notFound('Currency', code);
    const inserted = await tx
      .insert(storeCurrency)
      .values({ store_id: current.id, currency_code: found.code })
      .onConflictDoNothing()
      .returning();
    if (inserted.length === 0) throw errors.duplicate('Currency', 'code', found.code);
    return storeWithCurrencies(tx, current);
  });
}

export async function removeStoreCurrency(db: Executor, code: string): Promise<Store> {
  return withTransaction(db, async (tx) => {
    const current = await findStore(tx);
    const lower = code.toLowerCase();
    if (lower === current.default_currency_code) {
      throw errors.notAllowed('You are not allowed to remove the default currency of the store');
    }
    const removed = await tx
      .delete(storeCurrency)
      .where(and(eq(storeCurrency.store_id, current.id), eq(storeCurrency.currency_code, lower)))
      .returning();
    if (removed.length === 0) throw errors.notFound('Currency', code);
    return storeWithCurrencies(tx, current);
  });
}
