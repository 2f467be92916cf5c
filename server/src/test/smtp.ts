import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/*
 * A real SMTP server on loopback for the email tests: it asks for a user and password
 * (plain AUTH, allowed without TLS on loopback), parses every message it accepts, and can
 * refuse the next messages with a temporary error to make the sender retry.
 */

export const SMTP_USER = 'mailer';
export const SMTP_PASSWORD = 'mail-secret';

export interface TestSmtp {
  /** `smtp://user:pass@127.0.0.1:port`, for SMTP_URL. */
  url: string;
  /** Every message accepted, in order. */
  received: ParsedMail[];
  /** Messages refused so far. */
  refused: number;
  /** Refuses the next `count` messages with `451` (try again later). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  let refuse = 0;
  const state: TestSmtp = {
    url: '',
    received: [],
    refused: 0,
    refuseNext: (count) => {
      refuse = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authMethods: ['PLAIN', 'LOGIN'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_USER && auth.password === SMTP_PASSWORD) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse > 0) {
          refuse--;
          state.refused++;
          callback(
            Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }),
          );
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            state.received.push(mail);
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  state.url = `smtp://${SMTP_USER}:${SMTP_PASSWORD}@127.0.0.1:${port}`;
  return state;
}
