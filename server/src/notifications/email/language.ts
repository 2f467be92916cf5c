import {
  FALLBACK_LANGUAGE,
  type LanguageCode,
  matchLanguage,
} from '@commerce/client/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import { reusedQuery } from '../../db/prepared-read.ts';
import type { Executor } from '../../db/transaction.ts';
import { mailRecipientLanguage } from './tables.ts';

/*
 * The language of an email (docs/decisions/012-email.md):
 * 1. a message the recipient caused themself (a shopper's checkout, reset or claim; a staff
 *    member's own password reset: any request not made by a signed-in staff member) is
 *    written in the language of that request, which is then remembered for the address;
 * 2. an invite is written in the language of the staff member who sent it (the invitee
 *    has never spoken to the store);
 * 3. anything else staff cause for someone (a shipment, a refund, an order edit) is
 *    written in the language remembered for the recipient's address;
 * 4. else the store's default language (`STORE_LANGUAGE`), else English.
 */

/** What notify() knows of the request that caused a message. */
export interface LanguageHints {
  /** The `Accept-Language` header of the request, if any. */
  acceptLanguage?: string | undefined;
  /** The request was made by a signed-in staff member (not by the recipient). */
  byStaff: boolean;
}

/**
 * The first supported language of an `Accept-Language` header (RFC 9110 section 12.5.4),
 * by descending weight; entries with `q=0` are refused ones.
 */
export function languageFromHeader(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.tag !== '' && range.tag !== '*' && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const range of ranges) {
    const code = matchLanguage(range.tag);
    if (code) return code;
  }
  return undefined;
}

/** The store's default language for mail: `STORE_LANGUAGE`, else English. */
export function storeLanguage(env: NodeJS.ProcessEnv = process.env): LanguageCode {
  return matchLanguage(env.STORE_LANGUAGE) ?? FALLBACK_LANGUAGE;
}

function addressKey(address: string): string {
  return address.trim().toLowerCase();
}

export async function rememberedLanguage(
  db: Executor,
  address: string,
): Promise<LanguageCode | undefined> {
  const rows = await languageOf(db, { address: addressKey(address) });
  return matchLanguage(rows[0]?.language);
}

// Built once: every placed order's email reads its recipient's language (issue 29).
const languageOf = reusedQuery<{ language: string }>('mail_recipient_language_of', (db) =>
  db
    .select({ language: mailRecipientLanguage.language })
    .from(mailRecipientLanguage)
    .where(eq(mailRecipientLanguage.address, sql.placeholder('address'))),
);

async function remember(db: Executor, address: string, language: LanguageCode): Promise<void> {
  await db
    .insert(mailRecipientLanguage)
    .values({ address: addressKey(address), language })
    .onConflictDoUpdate({
      target: mailRecipientLanguage.address,
      set: { language, updated_at: sql`now()` },
    });
}

/** The language to write a message to `to` in, by the rule above. */
export async function chooseLanguage(
  db: Executor,
  eventName: string,
  to: string,
  hints: LanguageHints | undefined,
  env: NodeJS.ProcessEnv = process.env,
): Promise<LanguageCode> {
  const requested = languageFromHeader(hints?.acceptLanguage);
  if (hints && !hints.byStaff && requested) {
    await remember(db, to, requested);
    return requested;
  }
  if (eventName === 'invite.created' && requested) return requested;
  return (await rememberedLanguage(db, to)) ?? storeLanguage(env);
}
