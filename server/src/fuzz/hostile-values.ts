/*
 * The hostile values of issue 22, by where they go. Each is named, so a failure reads
 * `body.items.0.quantity = integer 2^31` rather than as a dump of the value.
 */

export interface Hostile<T = unknown> {
  kind: string;
  value: T;
}

/**
 * JSON text standing for a value too deep for `JSON.stringify` (which recurses and
 * overflows the stack at a few thousand levels); `toJson` splices it in.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** `{"a": {"a": …}}` or `[[…]]`, `depth` levels deep, as JSON text. */
export function nested(depth: number, as: 'object' | 'array' = 'object'): RawJson {
  return as === 'object'
    ? new RawJson(`${'{"a":'.repeat(depth)}"leaf"${'}'.repeat(depth)}`)
    : new RawJson(`${'['.repeat(depth)}"leaf"${']'.repeat(depth)}`);
}

/** A body as JSON text, with its RawJson parts spliced in. */
export function toJson(value: unknown): string {
  const parts: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) => {
    if (!(item instanceof RawJson)) return item;
    parts.push(item.text);
    return `\u0000raw:${parts.length - 1}`;
  });
  return text.replace(/"\\u0000raw:(\d+)"/g, (_, index: string) => parts[Number(index)] as string);
}

const LONG = 'x'.repeat(20_000);

/** Values for a JSON body field, by the field's schema type. */
export const BODY_VALUES: Record<string, Hostile[]> = {
  string: [
    { kind: 'NUL byte', value: '\u0000' },
    { kind: 'NUL inside', value: 'fuzz\u0000fuzz' },
    { kind: 'control character', value: 'bell\u0007' },
    { kind: '20 kB string', value: LONG },
    { kind: 'empty string', value: '' },
    { kind: 'right-to-left override', value: '\u202egnp.exe' },
    { kind: 'lone surrogate', value: '\ud800' },
    { kind: 'number', value: 42 },
    { kind: 'object', value: { $gt: '' } },
    { kind: 'SQL text', value: "' OR 1=1; --" },
  ],
  integer: [
    { kind: 'integer −1', value: -1 },
    { kind: 'integer 2^31', value: 2 ** 31 },
    { kind: 'integer 2^53+2', value: 2 ** 53 + 2 },
    { kind: 'number 1e20', value: 1e20 },
    { kind: 'number 1e308', value: 1e308 },
    { kind: 'number −1e308', value: -1e308 },
    { kind: 'fraction', value: 1.5 },
    { kind: 'numeric string', value: '5' },
  ],
  boolean: [
    { kind: 'string "true"', value: 'true' },
    { kind: 'number 0', value: 0 },
  ],
  array: [
    { kind: '1001 items', value: Array.from({ length: 1001 }, (_, i) => `fuzz_${i}`) },
    { kind: 'nested arrays 10 000 deep', value: nested(10_000, 'array') },
    { kind: 'string', value: 'not-an-array' },
    { kind: 'array of nulls', value: [null, null] },
  ],
  object: [
    { kind: 'objects 4 500 deep', value: nested(4_500) },
    { kind: '20 kB value', value: { big: LONG } },
    { kind: 'array', value: [] },
    { kind: 'string', value: 'not-an-object' },
    { kind: '__proto__ key', value: JSON.parse('{"__proto__": {"polluted": true}}') },
  ],
  any: [
    { kind: 'objects 4 500 deep', value: nested(4_500) },
    { kind: 'NUL byte', value: '\u0000' },
  ],
};
BODY_VALUES.number = BODY_VALUES.integer as Hostile[];
/** Every field also gets a null (for a nullable field that is a valid value). */
export const NULL_VALUE: Hostile = { kind: 'null', value: null };

/** Raw bodies, sent instead of the JSON the operation expects. */
export const RAW_BODIES: Hostile<string | Buffer | undefined>[] = [
  { kind: 'no body', value: undefined },
  { kind: 'null', value: 'null' },
  { kind: 'array', value: '[]' },
  { kind: 'string', value: '"fuzz"' },
  { kind: 'number 1e308', value: '1e308' },
  { kind: 'malformed JSON', value: '{"a": ' },
  {
    kind: 'bad UTF-8',
    value: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]),
  },
  { kind: 'arrays 10 000 deep', value: nested(10_000, 'array').text },
  { kind: 'objects 10 000 deep', value: nested(10_000).text },
  { kind: '__proto__ body', value: '{"__proto__": {"polluted": true}}' },
  {
    kind: 'constructor.prototype body',
    value: '{"constructor": {"prototype": {"polluted": true}}}',
  },
];

/** Values for a query parameter, already URL-encoded, by the parameter's schema type. */
export const QUERY_VALUES: Record<string, Hostile<string>[]> = {
  integer: [
    { kind: '−1', value: '-1' },
    { kind: '10^20', value: '100000000000000000000' },
    { kind: '1e308', value: '1e308' },
    { kind: '2^31', value: '2147483648' },
    { kind: 'NaN', value: 'NaN' },
    { kind: 'empty', value: '' },
  ],
  string: [
    { kind: 'NUL byte', value: '%00' },
    { kind: 'NUL inside', value: 'a%00b' },
    { kind: 'control character', value: '%1B%5B31m' },
    { kind: 'bad UTF-8', value: '%C3%28' },
    { kind: 'bad percent-encoding', value: '%zz' },
    { kind: '20 kB', value: LONG },
    { kind: 'SQL text', value: "'%20OR%201%3D1--" },
    { kind: 'LIKE wildcards', value: '%25_%25%5C' },
  ],
  boolean: [{ kind: 'not a boolean', value: 'maybe' }],
  array: [{ kind: 'NUL item', value: '%00' }],
  object: [{ kind: 'NUL', value: '%00' }],
};
QUERY_VALUES.number = QUERY_VALUES.integer as Hostile<string>[];
QUERY_VALUES.any = QUERY_VALUES.string as Hostile<string>[];

/** Whole query strings, appended to an operation's URL. */
export const ODD_QUERIES: Hostile<string>[] = [
  { kind: 'offset 10^20', value: 'offset=100000000000000000000' },
  { kind: 'limit 10^20', value: 'limit=100000000000000000000' },
  { kind: '__proto__ parameter', value: '__proto__[polluted]=1' },
  { kind: 'constructor.prototype parameter', value: 'constructor[prototype][polluted]=1' },
  { kind: 'brackets 20 deep', value: `q${'[a]'.repeat(20)}=1` },
  { kind: 'empty pairs', value: '=&&=&' },
  { kind: 'repeated parameter', value: Array.from({ length: 50 }, () => 'q=a').join('&') },
];

/** Path parameter values, already URL-encoded; `{real}` stands for a real id when one is known. */
export const PATH_VALUES: Hostile<string>[] = [
  { kind: 'NUL byte', value: '%00' },
  { kind: 'real id with NUL', value: '{real}%00' },
  { kind: 'control character', value: '{real}%07' },
  { kind: '101 characters', value: 'a'.repeat(101) },
  { kind: '101-character email', value: `${'a'.repeat(88)}%40example.com` },
  { kind: '3 000 characters', value: 'a'.repeat(3_000) },
  { kind: 'bad UTF-8', value: '%C3%28' },
  { kind: 'bad percent-encoding', value: '%zz' },
  { kind: 'dot segments', value: '..%2F..%2Fetc%2Fpasswd' },
  { kind: 'unknown id', value: 'fuzz_01UNKNOWN' },
];
