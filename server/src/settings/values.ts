import { isIP } from 'node:net';

/*
 * Readers of single environment values. Each answers the value, or a problem: one sentence
 * that names the variable, says what it must be and what it got, so that an operator can
 * fix every mistake from the list the server prints before it exits.
 */

export type Read<T> = { value: T } | { problem: string };

/** A value as given, with a long or multi-line one cut so the message stays one line. */
function shown(raw: string): string {
  const flat = raw.replace(/[\r\n]+/g, ' ');
  return JSON.stringify(flat.length > 60 ? `${flat.slice(0, 57)}...` : flat);
}

const TRUE = new Set(['true', '1', 'yes', 'on']);
const FALSE = new Set(['false', '0', 'no', 'off']);

export function readBoolean(
  name: string,
  raw: string | undefined,
  fallback: boolean,
): Read<boolean> {
  if (raw === undefined || raw.trim() === '') return { value: fallback };
  const setting = raw.trim().toLowerCase();
  if (TRUE.has(setting)) return { value: true };
  if (FALSE.has(setting)) return { value: false };
  return { problem: `${name} must be true or false, got ${shown(raw)}` };
}

/** An integer from `min` to `max`, both included. */
export function readInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  { min, max }: { min: number; max: number },
): Read<number> {
  if (raw === undefined || raw.trim() === '') return { value: fallback };
  const n = Number(raw.trim());
  if (!/^[+-]?\d+$/.test(raw.trim()) || !Number.isSafeInteger(n) || n < min || n > max) {
    const range =
      max === Number.MAX_SAFE_INTEGER
        ? `a whole number from ${min}`
        : `a whole number from ${min} to ${max}`;
    return { problem: `${name} must be ${range}, got ${shown(raw)}` };
  }
  return { value: n };
}

export function readPositiveInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
): Read<number> {
  return readInteger(name, raw, fallback, { min: 1, max: Number.MAX_SAFE_INTEGER });
}

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw.trim());
  } catch {
    return undefined;
  }
}

/**
 * An http(s) URL. `origin` also refuses a path, query or fragment, since the value is the
 * start of every link the server writes (a trailing slash is dropped).
 */
export function readHttpUrl(
  name: string,
  raw: string | undefined,
  kind: 'origin' | 'base',
): Read<string | undefined> {
  if (raw === undefined || raw.trim() === '') return { value: undefined };
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    return { problem: `${name} must be an absolute http or https URL, got ${shown(raw)}` };
  }
  if (url.username || url.password) {
    // Not repeated: the value holds a credential, and start-up errors reach logs.
    return { problem: `${name} must not carry a user name or password` };
  }
  if (url.search || url.hash || raw.includes('?') || raw.includes('#')) {
    return { problem: `${name} must not have a query or fragment, got ${shown(raw)}` };
  }
  if (kind === 'origin' && url.pathname !== '/') {
    return {
      problem: `${name} must be an origin without a path (e.g. https://shop.example.com), got ${shown(raw)}`,
    };
  }
  return { value: kind === 'origin' ? url.origin : url.href.replace(/\/+$/, '') };
}

export function readPostgresUrl(name: string, raw: string | undefined): Read<string | undefined> {
  if (raw === undefined || raw.trim() === '') return { value: undefined };
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
    // The value may hold a password: only its scheme is repeated.
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw.trim())?.[1];
    return {
      problem: `${name} must be a postgres:// or postgresql:// URL${scheme ? `, got a ${scheme}: URL` : ''}`,
    };
  }
  return { value: raw.trim() };
}

/** A secret of at least `minLength` characters; never repeated in the message. */
export function readSecret(
  name: string,
  raw: string | undefined,
  minLength: number,
): Read<string | undefined> {
  if (raw === undefined || raw === '') return { value: undefined };
  if (raw.length < minLength) {
    return {
      problem: `${name} must be at least ${minLength} characters long, got ${raw.length} (e.g. openssl rand -base64 48)`,
    };
  }
  return { value: raw };
}

export function readOneOf<T extends string>(
  name: string,
  raw: string | undefined,
  allowed: readonly T[],
  fallback: T,
): Read<T> {
  if (raw === undefined || raw.trim() === '') return { value: fallback };
  const setting = raw.trim().toLowerCase();
  if ((allowed as readonly string[]).includes(setting)) return { value: setting as T };
  return { problem: `${name} must be one of ${allowed.join(', ')}, got ${shown(raw)}` };
}

// proxy-addr's names for address ranges (what Fastify's trustProxy takes besides addresses).
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  if (rest.length > 0 || !address) return false;
  const family = isIP(address);
  if (family === 0) return false;
  if (bits === undefined) return true;
  if (isIP(bits) === 4) return family === 4;
  const n = Number(bits);
  return /^\d+$/.test(bits) && n <= (family === 4 ? 32 : 128);
}

/** http/trust-proxy.ts's forms: true, false, a hop count, or addresses, CIDRs and names. */
export function checkTrustProxy(raw: string | undefined): string | undefined {
  const setting = raw?.trim() ?? '';
  if (setting === '' || setting === 'true' || setting === 'false' || /^\d+$/.test(setting)) {
    return undefined;
  }
  const wrong = setting
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => !isProxyAddress(entry));
  if (wrong.length === 0) return undefined;
  return `TRUST_PROXY must be true, false, a number of hops or a list of addresses, CIDRs, loopback, linklocal or uniquelocal; ${shown(wrong.join(','))} is none of them`;
}

/** An SMTP server's URL (`smtp://` or `smtps://`); never repeated, since it may hold a password. */
export function readSmtpUrl(name: string, raw: string | undefined): Read<string | undefined> {
  if (raw === undefined || raw.trim() === '') return { value: undefined };
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') || !url.hostname) {
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(raw.trim())?.[1];
    return {
      problem: `${name} must be an smtp:// or smtps:// URL with a host${scheme ? `, got a ${scheme}: URL` : ''}`,
    };
  }
  return { value: raw.trim() };
}
