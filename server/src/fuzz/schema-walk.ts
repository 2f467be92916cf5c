import { componentSchemas } from '../http/schemas.ts';
import type { JsonSchema } from '../http/spec.ts';

/*
 * Reading the route schemas of http/schemas.ts (component refs point at `$id`s such as
 * `admin.Product`): resolving refs, picking the first branch of a union, and making a small
 * valid value, so a hostile request changes one thing in an otherwise acceptable one.
 */

let byId: Map<string, JsonSchema> | undefined;

export function resolve(schema: JsonSchema | undefined): JsonSchema {
  if (!schema) return {};
  byId ??= new Map(componentSchemas().map((component) => [String(component.$id), component]));
  let current = schema;
  for (let hops = 0; typeof current.$ref === 'string' && hops < 20; hops++) {
    current = byId.get(current.$ref) ?? {};
  }
  // A union (an optional body's `anyOf [body, null]`, `oneOf`): its first object-like branch.
  const union = (current.anyOf ?? current.oneOf) as JsonSchema[] | undefined;
  if (union && !current.type) {
    const branch = union.map(resolve).find((item) => item.type !== 'null') ?? union[0];
    return resolve(branch);
  }
  const all = current.allOf as JsonSchema[] | undefined;
  if (all) {
    const merged: JsonSchema = { ...current, allOf: undefined, properties: {}, required: [] };
    for (const part of all.map(resolve)) {
      Object.assign(merged.properties as object, part.properties ?? {});
      (merged.required as string[]).push(...((part.required as string[] | undefined) ?? []));
      if (part.type) merged.type = part.type;
    }
    Object.assign(merged.properties as object, current.properties ?? {});
    return merged;
  }
  return current;
}

/** The schema's main type: `['string', 'null']` is a string. */
export function typeOf(schema: JsonSchema): string {
  const type = schema.type;
  if (Array.isArray(type)) return String(type.find((item) => item !== 'null') ?? 'null');
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  if (schema.enum) return typeof (schema.enum as unknown[])[0];
  return 'any';
}

export function propertiesOf(schema: JsonSchema): Record<string, JsonSchema> {
  return (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
}

export function requiredOf(schema: JsonSchema): string[] {
  return (schema.required as string[] | undefined) ?? [];
}

/** Supplies a real id for a field name such as `variant_id`, when the store has one. */
export type IdFor = (field: string) => string | undefined;

/** A small value the schema accepts (as far as a schema can tell), `depth` levels deep. */
export function validValue(schema: JsonSchema, field: string, idFor: IdFor, depth = 0): unknown {
  const resolved = resolve(schema);
  if ('const' in resolved) return resolved.const;
  const choices = resolved.enum as unknown[] | undefined;
  if (choices?.length) return choices.find((choice) => choice !== null) ?? choices[0];
  switch (typeOf(resolved)) {
    case 'string':
      return validString(resolved, field, idFor);
    case 'integer':
    case 'number': {
      const minimum = resolved.minimum as number | undefined;
      return minimum !== undefined && minimum > 1 ? minimum : 1;
    }
    case 'boolean':
      return false;
    case 'array': {
      const count = (resolved.minItems as number | undefined) ?? 0;
      return Array.from({ length: Math.max(count, depth < 3 ? 1 : 0) }, () =>
        validValue(resolved.items as JsonSchema, field, idFor, depth + 1),
      );
    }
    case 'object':
      return validObject(resolved, idFor, depth);
    default:
      return 'fuzz';
  }
}

export function validObject(schema: JsonSchema, idFor: IdFor, depth = 0): Record<string, unknown> {
  const value: Record<string, unknown> = {};
  if (depth > 4) return value;
  const properties = propertiesOf(schema);
  for (const name of requiredOf(schema)) {
    value[name] = validValue(properties[name] ?? {}, name, idFor, depth + 1);
  }
  return value;
}

function validString(schema: JsonSchema, field: string, idFor: IdFor): string {
  const real = idFor(field);
  if (real) return real;
  switch (schema.format) {
    case 'email':
      return 'fuzz@example.com';
    case 'date-time':
      return '2026-01-01T00:00:00.000Z';
    case 'date':
      return '2026-01-01';
    case 'uri':
      return 'https://example.com/fuzz';
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000';
    default: {
      const minimum = (schema.minLength as number | undefined) ?? 0;
      return 'fuzz'.padEnd(Math.max(minimum, 4), 'z');
    }
  }
}
