import { normalizePath } from '../../lib/extensions/built-in-paths.ts';

/** A segment written as `{id}`, `:id` or `$id` stands for any one segment. */
const PARAM = /^(\{[^}]+\}|:.+|\$.+)$/;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every(
      (part, i) => PARAM.test(part) || part.toLowerCase() === segments[i]?.toLowerCase(),
    )
  );
}

/** How many fixed segments a pattern has: `/reviews/new` beats `/reviews/{id}`. */
function specificity(pattern: readonly string[]): number {
  return pattern.filter((part) => !PARAM.test(part)).length;
}

/**
 * The registered page (an extension route or settings page) at `path`, or undefined.
 * Matched like the router matches its own routes: case-insensitively, ignoring doubled and
 * trailing slashes, and a fixed segment before a parameter.
 */
export function matchPath<T extends { path: string }>(
  pages: readonly T[],
  path: string,
): T | undefined {
  let segments: string[];
  try {
    segments = segmentsOf(normalizePath(decodeURI(path)));
  } catch {
    return undefined;
  }
  let best: { page: T; score: number } | undefined;
  for (const page of pages) {
    const pattern = segmentsOf(page.path);
    if (!matches(pattern, segments)) continue;
    const score = specificity(pattern);
    if (!best || score > best.score) best = { page, score };
  }
  return best?.page;
}
