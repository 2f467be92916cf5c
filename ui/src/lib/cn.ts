import { type ClassValue, clsx } from 'clsx';
import { classGroup, replacedGroups } from './class-groups.ts';

/** `hover:`, `data-[state=open]:`, `[&>svg]:`… : the variants before a utility. */
function splitVariants(className: string): [variants: string, utility: string] {
  let depth = 0;
  let end = 0;
  for (let index = 0; index < className.length; index += 1) {
    const char = className[index];
    if (char === '[' || char === '(') depth += 1;
    else if (char === ']' || char === ')') depth -= 1;
    else if (char === ':' && depth === 0) end = index + 1;
  }
  return [className.slice(0, end), className.slice(end)];
}

/** Keeps, of classes that set the same property under the same variants, the last one. */
function mergeConflicts(classes: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const list = classes.split(/\s+/);
  for (let index = list.length - 1; index >= 0; index -= 1) {
    const className = list[index];
    if (!className) continue;
    const [variants, raw] = splitVariants(className);
    const important = raw.startsWith('!') || raw.endsWith('!');
    const utility = raw.replace(/^!|!$/g, '').replace(/^-/, '');
    const group = classGroup(utility);
    if (group) {
      const scope = `${variants}${important ? '!' : ''}|`;
      if (taken.has(scope + group)) continue;
      for (const replaced of replacedGroups(group)) taken.add(scope + replaced);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}

/**
 * Joins class names and lets later Tailwind classes win over earlier conflicting ones, so a
 * caller's `className` can override a variant's classes (class-groups.ts says which classes
 * conflict).
 *
 * @example
 * cn('px-4 text-foreground', isActive && 'text-primary', className);
 * // cn('px-4', 'px-2') === 'px-2'
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeConflicts(clsx(inputs));
}
