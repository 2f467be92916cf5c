import { isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/transaction.ts';
import { salesChannel } from './tables.ts';

/**
 * Every live sales channel as a subquery (`live_sales_channel`), for a read that joins
 * channels to its own rows in one statement: select `rowOf(it)` for the channel rows.
 */
export function liveSalesChannelsToJoin(db: Executor) {
  return db
    .select()
    .from(salesChannel)
    .where(isNull(salesChannel.deleted_at))
    .as('live_sales_channel');
}
