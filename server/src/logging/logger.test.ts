import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.ts';
import { buildTestApp } from '../test/app.ts';
import { testDatabase } from '../test/database.ts';
import { announcements, createLogger } from './logger.ts';
import { isAppFileRequest } from './static-requests.ts';

/** A destination that keeps what the logger writes, line by line. */
function capture() {
  const written: string[] = [];
  return {
    destination: new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        written.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    }),
    lines: () => written,
    json: () => written.map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('the log level', () => {
  it('drops what is below LOG_LEVEL, and silent drops everything', () => {
    const out = capture();
    const log = createLogger({ level: 'warn', pretty: false, destination: out.destination });
    log.info('started');
    log.warn('disk almost full');
    log.error('disk full');
    expect(out.json().map((line) => line.msg)).toEqual(['disk almost full', 'disk full']);

    const quiet = capture();
    const silent = createLogger({ level: 'silent', pretty: false, destination: quiet.destination });
    silent.fatal('nothing');
    expect(quiet.lines()).toEqual([]);
  });

  it('shows where the server listens and a generated password at any level', () => {
    for (const level of ['silent', 'error', 'info'] as const) {
      const out = capture();
      const log = createLogger({ level, pretty: false, destination: out.destination });
      announcements(log).info('Storefront: http://127.0.0.1:9000/');
      log.info('hidden below error');
      expect(out.json().map((line) => line.msg)).toEqual(
        level === 'info'
          ? ['Storefront: http://127.0.0.1:9000/', 'hidden below error']
          : ['Storefront: http://127.0.0.1:9000/'],
      );
    }
  });

  it('writes one readable line per request for a terminal, JSON otherwise', () => {
    const request = {
      req: { method: 'GET', url: '/store/products?limit=12' },
      res: { statusCode: 200 },
      responseTime: 11.6,
      reqId: '0f6c',
    };
    const readable = capture();
    createLogger({ level: 'info', pretty: true, destination: readable.destination }).info(
      request,
      'request completed',
    );
    expect(readable.lines()).toHaveLength(1);
    expect(readable.lines()[0]).toMatch(
      /^\[\d\d:\d\d:\d\d\] INFO: GET \/store\/products\?limit=12 200 12 ms$/,
    );

    const machine = capture();
    createLogger({ level: 'info', pretty: false, destination: machine.destination }).info(
      request,
      'request completed',
    );
    expect(machine.json()[0]).toMatchObject({ level: 30, msg: 'request completed', ...request });
  });
});

describe('requests for the apps’ files', () => {
  it('are the GET and HEAD requests outside the server’s own routes', () => {
    for (const url of [
      '/',
      '/assets/index-4f2a.js',
      '/products/linen-shirt?color=blue',
      '/app',
      '/app/assets/index-9c1d.css',
      '/app/orders/order_1',
      '/storefront.webmanifest',
      '/administrator.png',
    ]) {
      expect(isAppFileRequest({ method: 'GET', url }), url).toBe(true);
    }
    expect(isAppFileRequest({ method: 'HEAD', url: '/favicon.svg' })).toBe(true);
    for (const url of [
      '/store/products',
      '/store',
      '/admin/orders?limit=20',
      '/health',
      '/uploads/01J-shirt.png',
      '/downloads/private/01J-invoice.pdf?expires=1&signature=x',
      '/sitemap.xml',
      '/robots.txt',
    ]) {
      expect(isAppFileRequest({ method: 'GET', url }), url).toBe(false);
    }
    expect(isAppFileRequest({ method: 'POST', url: '/' })).toBe(false);
  });
});

describe('the request log of the app', () => {
  let database: Database;
  const dir = mkdtempSync(join(tmpdir(), 'request-log-'));
  const apps = { storefront: join(dir, 'storefront'), admin: join(dir, 'admin') };

  beforeAll(async () => {
    for (const app of Object.values(apps)) {
      mkdirSync(join(app, 'assets'), { recursive: true });
      writeFileSync(join(app, 'index.html'), '<!doctype html><title>app</title>');
      writeFileSync(join(app, 'assets/main.js'), 'console.log(1)');
    }
    database = await testDatabase();
  });

  afterAll(async () => {
    await database?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function loggedUrls(logStatic: boolean): Promise<string[]> {
    const out = capture();
    const loggerInstance = createLogger({
      level: 'info',
      pretty: false,
      destination: out.destination,
    });
    const app = await buildTestApp(database, { apps, loggerInstance, logStatic });
    try {
      for (const url of ['/assets/main.js', '/app/assets/main.js', '/app/', '/health']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(200);
      }
      expect((await app.inject({ method: 'GET', url: '/store/nothing-here' })).statusCode).toBe(
        404,
      );
    } finally {
      await app.close();
    }
    return out
      .json()
      .filter((line) => line.msg === 'request completed')
      .map(
        (line) =>
          `${(line.req as { url: string }).url} ${(line.res as { statusCode: number }).statusCode}`,
      );
  }

  it('has one line per API request and none for the apps’ files by default', async () => {
    expect(await loggedUrls(false)).toEqual(['/health 200', '/store/nothing-here 404']);
  });

  it('logs the apps’ files too with LOG_STATIC', async () => {
    expect(await loggedUrls(true)).toEqual([
      '/assets/main.js 200',
      '/app/assets/main.js 200',
      '/app/ 200',
      '/health 200',
      '/store/nothing-here 404',
    ]);
  });
});
