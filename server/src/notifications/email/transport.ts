import type { OutboxRow } from './tables.ts';

/** A message as the worker hands it to a transport. */
export interface MailToSend {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  link: string;
  language: string;
  event_name: string;
}

/** Where delivered mail goes (transport-choice.ts): an SMTP server (smtp.ts), the log, or none. */
export interface MailTransport {
  readonly kind: 'smtp' | 'log' | 'none';
  /** Sends, or throws: the worker retries the message later. */
  send(message: MailToSend): Promise<void>;
  close?(): void;
}

export function mailToSend(row: OutboxRow, from: string): MailToSend {
  return {
    from,
    to: row.to,
    subject: row.subject,
    html: row.html ?? '',
    text: row.text ?? '',
    link: row.link ?? '',
    language: row.language,
    event_name: row.event_name,
  };
}
