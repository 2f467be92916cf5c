/**
 * Which CSS property a Tailwind utility sets, as far as `cn()` needs to know to let a later
 * class replace an earlier one. It covers Tailwind 4's utilities with this theme's values (the
 * default scales, `--color-*`, `--radius-*`, `--font-sans`); a utility it does not know has
 * no group and is always kept. tailwind-merge does the same for every utility and theme, for
 * about 8 KB gzip in each app's first load (issue 29); `cn.test.ts` checks that the two agree
 * on every pair of classes the apps and the design system use.
 */

// Utilities whose whole name is the value: the group they belong to.
const KEYWORDS: Record<string, string> = {};
for (const [group, names] of Object.entries({
  display:
    'block inline-block inline flex inline-flex grid inline-grid hidden contents table table-row table-cell table-caption flow-root list-item',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'font-style': 'italic not-italic',
  'text-decoration': 'underline overline line-through no-underline',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'sr-only': 'sr-only not-sr-only',
  'font-variant-numeric': 'tabular-nums proportional-nums normal-nums',
  'list-position': 'list-inside list-outside',
})) {
  for (const name of names.split(' ')) KEYWORDS[name] = group;
}
// A bare name is its own group: `border` (1px), `border-b`, `shadow`, `rounded`…
for (const name of 'grow shrink border ring outline shadow rounded transition'.split(' ')) {
  KEYWORDS[name] = name;
}
for (const side of 'xytrblse') KEYWORDS[`border-${side}`] = `border-${side}`;

// Prefixes whose value says no more than how much or which keyword (`px-4`, `w-1/2`,
// `items-center`, `max-w-[40ch]`), longest first where one starts another (`gap-x`, `gap`).
const PREFIXES = [
  'px py pt pr pb pl ps pe p mx my mt mr mb ml ms me m size min-w min-h max-w max-h w h',
  'gap-x gap-y gap space-x space-y inset-x inset-y inset top right bottom left start end z',
  'order basis grow shrink grid-cols grid-rows col-span col-start col-end row-span row-start row-end',
  'leading tracking opacity',
  'duration delay ease scale-x scale-y scale rotate translate-x translate-y underline-offset',
  'aspect items justify-items justify-self justify content self place-items place-content',
  'overflow-x overflow-y overflow whitespace break select pointer-events resize object align',
  'transition cursor animate appearance list line-clamp',
  'rounded-tl rounded-tr rounded-br rounded-bl rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded',
]
  .join(' ')
  .split(' ');
const VALUE =
  /^(\d+(\.\d+)?|\d+\/\d+|px|full|auto|screen|min|max|fit|none|square|video|[dsl]v[hw]|tight|tighter|snug|normal|relaxed|loose|wide|wider|widest|3xs|2xs|xs|sm|md|lg|xl|[2-9]xl|prose|start|end|center|between|around|evenly|stretch|baseline|hidden|clip|visible|scroll|nowrap|pre|pre-wrap|pre-line|words|all|keep|text|x|y|disc|decimal|cover|contain|fill|middle|top|bottom|linear|in|out|in-out|colors|opacity|shadow|transform|pointer|default|not-allowed|grab|grabbing|wait|move|help|zoom-in|zoom-out|spin|pulse|ping|bounce|\[.+\]|\(.+\))$/;

// Prefixes whose value picks the property: a width (a number or a length) or a colour.
const WIDTH_OR_COLOR = [
  'border-x border-y border-t border-r border-b border-l border-s border-e border',
  'divide-x divide-y ring-offset ring outline-offset outline stroke decoration',
]
  .join(' ')
  .split(' ');

const FONT_SIZES = /^(xs|sm|base|lg|[2-9]?xl)(\/.+)?$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const SHADOW_SIZES = /^(2xs|xs|sm|md|lg|xl|2xl|none|inner)$/;
const LINE_STYLES = /^(solid|dashed|dotted|double|hidden|none|wavy)$/;
const TEXT_ALIGN = /^(left|center|right|justify|start|end)$/;
const TEXT_WRAP = /^(wrap|nowrap|balance|pretty)$/;
const NUMBER_OR_LENGTH = /^(\d+(\.\d+)?|px|\[(\d|length:|calc|var\(--[\w-]*(width|size)).*\])$/;
const ARBITRARY_LENGTH = /^\[(\d|length:|calc).*\]$/;

function split(utility: string, prefixes: readonly string[]): [string, string] | undefined {
  for (const prefix of prefixes) {
    if (utility.startsWith(`${prefix}-`)) return [prefix, utility.slice(prefix.length + 1)];
  }
  return undefined;
}

/** The group of one utility (no variants, no `!`, no leading `-`), or undefined. */
export function classGroup(utility: string): string | undefined {
  const keyword = KEYWORDS[utility];
  if (keyword) return keyword;
  const lined = split(utility, WIDTH_OR_COLOR);
  if (lined) {
    const [prefix, value] = lined;
    if (LINE_STYLES.test(value) && /^(border|divide|outline|decoration)/.test(prefix)) {
      return `${prefix.split('-')[0]}-style`;
    }
    if (prefix === 'border' && /^(collapse|separate)$/.test(value)) return 'border-collapse';
    if (prefix === 'decoration' && /^(auto|from-font)$/.test(value)) return prefix;
    if (prefix === 'ring' && value === 'inset') return 'ring-inset';
    return NUMBER_OR_LENGTH.test(value) ? prefix : `${prefix}-color`;
  }
  const text = split(utility, ['text', 'font', 'bg', 'shadow', 'flex', 'accent']);
  if (text) {
    const [prefix, value] = text;
    if (prefix === 'text') {
      if (FONT_SIZES.test(value) || ARBITRARY_LENGTH.test(value)) return 'font-size';
      if (TEXT_ALIGN.test(value)) return 'text-align';
      if (TEXT_WRAP.test(value)) return 'text-wrap';
      return 'text-color';
    }
    if (prefix === 'font') return FONT_WEIGHTS.test(value) ? 'font-weight' : 'font-family';
    if (prefix === 'shadow') return SHADOW_SIZES.test(value) ? 'shadow' : 'shadow-color';
    if (prefix === 'accent') return prefix;
    if (prefix === 'flex') {
      if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return 'flex';
    }
    // Images, sizes, positions: no group (not used here), so never dropped.
    if (
      /^(none|linear|radial|conic|gradient|cover|contain|auto|center|top|bottom|left|right|fixed|local|scroll|repeat|no-repeat|clip|origin)/.test(
        value,
      )
    ) {
      return undefined;
    }
    return 'bg-color';
  }
  const scaled = split(utility, PREFIXES);
  if (!scaled || !VALUE.test(scaled[1])) return undefined;
  // Offsets take lengths only: `bottom-start` is a placement's name, not a class.
  if (/^(inset|top|right|bottom|left|start|end)/.test(scaled[0]) && /^[a-z]/.test(scaled[1])) {
    return /^(px|full|auto)$/.test(scaled[1]) ? scaled[0] : undefined;
  }
  return scaled[0];
}

// A later class of the key replaces earlier classes of these groups too (`p-2` after
// `px-4`), as Tailwind's shorthands set every longhand.
const SIDES: Record<string, string> = {
  p: 'px py pt pr pb pl ps pe',
  px: 'pr pl ps pe',
  py: 'pt pb',
  m: 'mx my mt mr mb ml ms me',
  mx: 'mr ml ms me',
  my: 'mt mb',
  size: 'w h',
  gap: 'gap-x gap-y',
  inset: 'inset-x inset-y top right bottom left start end',
  'inset-x': 'left right start end',
  'inset-y': 'top bottom',
  overflow: 'overflow-x overflow-y',
  'font-size': 'leading',
  rounded:
    'rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl',
  'rounded-t': 'rounded-tl rounded-tr',
  'rounded-r': 'rounded-tr rounded-br',
  'rounded-b': 'rounded-br rounded-bl',
  'rounded-l': 'rounded-tl rounded-bl',
  border: 'border-x border-y border-t border-r border-b border-l border-s border-e',
  'border-x': 'border-r border-l border-s border-e',
  'border-y': 'border-t border-b',
  'border-color':
    'border-x-color border-y-color border-t-color border-r-color border-b-color border-l-color border-s-color border-e-color',
  'border-x-color': 'border-r-color border-l-color border-s-color border-e-color',
  'border-y-color': 'border-t-color border-b-color',
  scale: 'scale-x scale-y',
  flex: 'grow shrink basis',
};

/** The groups a class of `group` replaces: its own and its longhands'. */
export function replacedGroups(group: string): string[] {
  return [group, ...(SIDES[group]?.split(' ') ?? [])];
}
