import type { Executor } from '../../db/transaction.ts';
import { port } from '../../domains/port.ts';

/*
 * What an email takes from the store's settings: its name (the sender and the greeting)
 * and the invite link template. The settings domain owns the store row and itself sends
 * notifications, so importing it here would close a cycle; domains/ports.ts provides it.
 */
export interface StoreDetails {
  name: string;
  invite_link_template: string | null;
}

export const storeDetails = port<(db: Executor) => Promise<StoreDetails>>('storeDetails');
