import { createRequire } from 'node:module';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LogController } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { isInnerRequest } from '../http/inner-requests.ts';
import type { LogLevel } from './levels.ts';
import { isAppFileRequest } from './static-requests.ts';

// pino-pretty (1 MB of heap) is loaded for a terminal only, not by a server whose output is
// collected (server/README.md, "Memory", fifth pass).
const require = createRequire(import.meta.url);

export interface LoggerOptions {
  level: LogLevel;
  /** Human-readable lines (a terminal) instead of JSON lines (a log collector). */
  pretty: boolean;
  /** Where lines go; stdout by default. */
  destination?: DestinationStream;
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** A request's line as a person reads it: `GET /store/products 200 12 ms`. */
function prettyMessage(line: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = line as RequestLine;
  const message = String(line[messageKey] ?? '');
  if (!req?.method || !res?.statusCode) return message;
  const time = typeof responseTime === 'number' ? ` ${Math.round(responseTime)} ms` : '';
  const suffix = message === 'request completed' ? '' : ` ${message}`;
  return `${req.method} ${req.url} ${res.statusCode}${time}${suffix}`;
}

/**
 * The server's logger: pino, as JSON lines (one object per line, for a log collector), or
 * for a terminal through pino-pretty in this thread (a transport's worker thread could not
 * take the message function, and would lose the last lines when the process exits).
 */
export function createLogger(options: LoggerOptions): FastifyBaseLogger {
  const destination = options.destination ?? process.stdout;
  if (!options.pretty) return pino({ level: options.level }, destination);
  const pretty = require('pino-pretty') as typeof import('pino-pretty');
  const stream = pretty({
    destination,
    sync: true,
    colorize: (destination as { isTTY?: boolean }).isTTY === true,
    translateTime: 'SYS:HH:MM:ss',
    ignore: 'pid,hostname,req,res,responseTime,reqId',
    singleLine: true,
    messageFormat: prettyMessage,
  });
  return pino({ level: options.level }, stream);
}

/**
 * Lines that must be seen at any LOG_LEVEL (where the server listens, a generated
 * password): a child at `info` whatever its parent's level, so `LOG_LEVEL=silent` or
 * `warn` quiets the log but not the server's answer to being started.
 */
export function announcements(logger: FastifyBaseLogger): FastifyBaseLogger {
  return logger.child({}, { level: 'info' });
}

/**
 * One line per request, when it is answered (method, URL, status, time), instead of
 * Fastify's two (`incoming request` moves to debug); none for the apps' files unless
 * `logStatic`, and none for a server-rendered page's inner API reads.
 */
export class RequestLogController extends LogController {
  constructor(logStatic: boolean) {
    // A page's own API reads (http/inner-requests.ts) are part of the page, not requests.
    super({
      disableRequestLogging: (request) =>
        isInnerRequest(request.headers) || (!logStatic && isAppFileRequest(request)),
    });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
