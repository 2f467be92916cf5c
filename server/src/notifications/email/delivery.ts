import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { claimNextMail, markMailAttemptFailed, markMailSent } from './outbox.ts';
import { storeDetails } from './store-details.ts';
import type { OutboxRow } from './tables.ts';
import { type MailTransport, mailToSend } from './transport.ts';

/*
 * Delivers the mail outbox, on any number of instances over one database (outbox.ts says
 * how a message is claimed once). A failed send is tried again after a growing pause
 * (retryBaseMs, doubled each attempt, at most an hour) up to maxAttempts, then marked
 * `failed` and logged. Delivery is at least once: an instance killed between the SMTP
 * server's acceptance and the `sent` mark sends that message again after its lease.
 */

export interface MailDeliveryOptions {
  db: Db;
  transport: MailTransport;
  /** `MAIL_FROM`; by default the store's name at `no-reply@localhost`. */
  from?: string | undefined;
  maxAttempts?: number;
  retryBaseMs?: number;
  /** How long a claim holds before another instance may take the message. */
  leaseMs?: number;
  /** Pause between polls when nothing was due. */
  pollMs?: number;
  /** What happened, for the log; never given a message's body or link. */
  onEvent?: (event: DeliveryEvent) => void;
}

export type DeliveryEvent =
  | { type: 'sent'; id: string; to: string; event_name: string; attempts: number }
  | { type: 'retry'; id: string; to: string; attempts: number; error: string; retryInMs: number }
  | { type: 'failed'; id: string; to: string; attempts: number; error: string }
  | { type: 'poll-error'; error: unknown };

const HOUR_MS = 60 * 60_000;

export class MailDelivery {
  readonly id = `mailer_${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  private again = false;

  constructor(private readonly options: MailDeliveryOptions) {}

  get transport(): MailTransport {
    return this.options.transport;
  }

  private get maxAttempts(): number {
    return this.options.maxAttempts ?? 8;
  }

  /** Claims one due message and tries to send it; false when none was due. */
  async runOnce(): Promise<boolean> {
    const { db } = this.options;
    const row = await claimNextMail(db, this.id, this.options.leaseMs ?? 120_000);
    if (!row) return false;
    try {
      await this.options.transport.send(mailToSend(row, await this.from()));
      await markMailSent(db, row.id, this.id);
      this.emit({
        type: 'sent',
        id: row.id,
        to: row.to,
        event_name: row.event_name,
        attempts: row.attempts,
      });
    } catch (error) {
      await this.failed(row, error);
    }
    return true;
  }

  /** Sends until nothing is due (tests, and a catch-up). */
  async drain(): Promise<number> {
    let attempts = 0;
    while (await this.runOnce()) attempts++;
    return attempts;
  }

  /** Polls in the background until `stop()`. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** A message was just enqueued here: look now rather than at the next poll. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.running;
    this.options.transport.close?.();
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.running = this.tick().finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const delay = this.again ? 0 : (this.options.pollMs ?? 2000);
        this.again = false;
        this.schedule(delay);
      });
    }, delayMs);
  }

  private async tick(): Promise<void> {
    try {
      while (!this.stopped && (await this.runOnce())) {}
    } catch (error) {
      this.emit({ type: 'poll-error', error });
    }
  }

  private async failed(row: OutboxRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    const base = { id: row.id, to: row.to, attempts: row.attempts, error: message };
    if (row.attempts >= this.maxAttempts) {
      await markMailAttemptFailed(this.options.db, row.id, this.id, message, null);
      this.emit({ type: 'failed', ...base });
      return;
    }
    const retryInMs = Math.min(
      HOUR_MS,
      (this.options.retryBaseMs ?? 30_000) * 2 ** (row.attempts - 1),
    );
    await markMailAttemptFailed(this.options.db, row.id, this.id, message, retryInMs);
    this.emit({ type: 'retry', ...base, retryInMs });
  }

  private async from(): Promise<string> {
    if (this.options.from) return this.options.from;
    const { name: storeName } = await storeDetails.get()(this.options.db);
    // Quotes keep a store name with a comma or brackets one display name.
    const name = storeName.replace(/["\\\r\n]/g, '');
    return `"${name}" <no-reply@localhost>`;
  }

  private emit(event: DeliveryEvent): void {
    this.options.onEvent?.(event);
  }
}
