import type { FastifyInstance } from 'fastify';
import { routeSchema } from '../http/schemas.ts';
import type { OperationSpec } from '../http/spec.ts';
import type { IdFor } from './schema-walk.ts';

/*
 * Real ids of a seeded store, so hostile requests reach the handlers behind the "not found"
 * checks: every list operation without path parameters is called once, and every record
 * in its answer is filed under the property it was found in (`products`, `variants`,
 * `items`…) and its ids' fields (`variant_id`).
 */

export interface RealIds {
  idFor: IdFor;
  pathValue(segment: string, name: string): string | undefined;
}

/** Path segments whose records are filed under another property. */
const SEGMENT_KEYS: Record<string, string[]> = {
  'line-items': ['items'],
  items: ['items'],
  sessions: ['payment_sessions'],
  conditions: ['conditions'],
  changes: ['changes'],
  'location-levels': ['stock_locations', 'location_levels'],
  'fulfillment-providers': ['fulfillment_providers'],
  'payment-providers': ['payment_providers'],
};

/** Path parameters whose values are not ids. */
const FIXED_VALUES: Record<string, string> = {
  country_code: 'dk',
  provider_id: 'manual',
};

export async function harvestIds(
  sources: Array<{
    app: FastifyInstance;
    operations: OperationSpec[];
    headers: Record<string, string>;
  }>,
): Promise<RealIds> {
  const byKey = new Map<string, string[]>();
  const codesByKey = new Map<string, string[]>();
  const emails: string[] = [];
  const file = (map: Map<string, string[]>, key: string, value: string) => {
    const list = map.get(key) ?? [];
    if (!list.includes(value)) list.push(value);
    map.set(key, list);
  };
  const walk = (value: unknown, key: string, depth: number) => {
    if (depth > 8 || !value || typeof value !== 'object') return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, key, depth + 1);
      return;
    }
    const record = value as Record<string, unknown>;
    if (typeof record.id === 'string') file(byKey, key, record.id);
    if (typeof record.code === 'string') file(codesByKey, key, record.code);
    if (typeof record.email === 'string' && !emails.includes(record.email))
      emails.push(record.email);
    for (const [name, child] of Object.entries(record)) {
      if (name.endsWith('_id') && typeof child === 'string') file(byKey, name, child);
      walk(child, name, depth + 1);
    }
  };
  for (const { app, operations, headers } of sources) {
    for (const spec of operations) {
      const hasParams = Boolean((routeSchema(spec) as { params?: unknown }).params);
      if (spec.method !== 'GET' || hasParams) continue;
      const response = await app.inject({ method: 'GET', url: spec.path, headers });
      if (response.statusCode === 200) walk(response.json(), '', 0);
    }
  }
  const first = (keys: string[], map = byKey) =>
    keys.map((key) => map.get(key)?.[0]).find((value) => value !== undefined);
  const keysOfSegment = (segment: string) => {
    const plural = segment.replaceAll('-', '_');
    const singular = plural.replace(/ies$/, 'y').replace(/s$/, '');
    return SEGMENT_KEYS[segment] ?? [plural, singular, `${singular}_id`];
  };
  return {
    idFor: (field) => {
      if (!field.endsWith('_id')) return undefined;
      const resource = field.slice(0, -3);
      return first([field, `${resource}s`, resource]);
    },
    pathValue: (segment, name) => {
      if (FIXED_VALUES[name]) return FIXED_VALUES[name];
      if (name === 'email') return emails[0];
      if (name === 'code') {
        if (segment === 'currencies') return 'eur';
        return first(segment === 'gift-cards' ? ['gift_cards'] : ['discounts'], codesByKey);
      }
      if (name === 'cart_id') return first(['carts', 'cart', 'cart_id']);
      if (name === 'location_id') return first(['stock_locations', 'location_id']);
      return first(keysOfSegment(segment));
    },
  };
}
