/**
 * Every entity the specification and the conventions name is a component schema, and
 * every field is typed: the only free-form objects are metadata and the provider- or
 * job-defined payloads listed below.
 */
import { describe, expect, it } from 'vitest';
import { bundleSpec } from '../../scripts/src/codegen/bundle.ts';

/** Entities of specification section 3 and api-conventions.md, by component name. */
const ENTITIES = [
  'Product',
  'ProductVariant',
  'MoneyAmount',
  'ProductOption',
  'ProductOptionValue',
  'Image',
  'ProductTag',
  'ProductType',
  'ProductCollection',
  'ProductCategory',
  'Region',
  'Country',
  'Currency',
  'Cart',
  'LineItem',
  'ShippingMethod',
  'ShippingOption',
  'ShippingProfile',
  'PaymentSession',
  'Payment',
  'PaymentCollection',
  'PaymentProvider',
  'FulfillmentProvider',
  'Discount',
  'DiscountRule',
  'DiscountCondition',
  'GiftCard',
  'Order',
  'Fulfillment',
  'Return',
  'ReturnReason',
  'Swap',
  'ClaimOrder',
  'Refund',
  'OrderEdit',
  'OrderItemChange',
  'DraftOrder',
  'Customer',
  'Address',
  'CustomerGroup',
  'User',
  'Invite',
  'Note',
  'Notification',
  'BatchJob',
  'Store',
  'FeatureFlag',
  'StoreModule',
  'AnalyticsConfig',
  'PriceList',
  'SalesChannel',
  'SalesChannelLocation',
  'PublishableApiKey',
  'StockLocation',
  'InventoryItem',
  'InventoryLevel',
  'ReservationItem',
  'TaxRate',
  'TaxProvider',
  'UploadedFile',
  'Error',
];

/**
 * Objects whose shape belongs to a plugin or a job type, not to the contract: provider
 * data (payment, fulfillment, a return's shipping_data), a batch job's context, an error's
 * raw detail.
 */
const FREE_FORM = new Set(['metadata', 'data', 'shipping_data', 'context', 'options', 'err']);

type Schema = Record<string, unknown>;

function untypedFields(name: string, schema: Schema, path: string[], out: string[]): void {
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  for (const [field, sub] of Object.entries(properties))
    untypedFields(name, sub, [...path, field], out);
  for (const key of ['items', 'additionalProperties'] as const) {
    const sub = schema[key];
    if (sub && typeof sub === 'object') untypedFields(name, sub as Schema, [...path, key], out);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    for (const sub of (schema[key] as Schema[] | undefined) ?? [])
      untypedFields(name, sub, path, out);
  }
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const isObject = types.includes('object');
  const hasShape =
    schema.properties !== undefined ||
    (typeof schema.additionalProperties === 'object' && schema.additionalProperties !== null) ||
    schema.$ref !== undefined;
  const field = path.filter((p) => p !== 'items' && p !== 'additionalProperties').at(-1);
  if (isObject && !hasShape && !(field && FREE_FORM.has(field)) && name !== 'Metadata') {
    out.push(`${name}.${path.join('.')}`);
  }
  if (
    !isObject &&
    types.length === 0 &&
    !hasShape &&
    !schema.anyOf &&
    !schema.oneOf &&
    !schema.allOf &&
    !schema.const &&
    !schema.enum &&
    path.length > 0
  ) {
    if (!(field && FREE_FORM.has(field))) out.push(`${name}.${path.join('.')} (no type)`);
  }
}

describe('component schemas', () => {
  it('include every entity of the specification and the conventions', async () => {
    const names = new Set<string>();
    for (const domain of ['admin', 'store'] as const) {
      for (const name of Object.keys((await bundleSpec(domain)).components?.schemas ?? {}))
        names.add(name);
    }
    expect(ENTITIES.filter((e) => !names.has(e))).toEqual([]);
  });

  it('type every field; only metadata and provider or job payloads are free-form', async () => {
    const problems: string[] = [];
    for (const domain of ['admin', 'store'] as const) {
      const schemas = (await bundleSpec(domain)).components?.schemas ?? {};
      for (const [name, schema] of Object.entries(schemas))
        untypedFields(name, schema as Schema, [], problems);
    }
    expect([...new Set(problems)].sort()).toEqual([]);
  });
});
