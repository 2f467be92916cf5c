import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

const repository = fileURLToPath(new URL('../../../', import.meta.url));

/** Every word of every string literal in the design system's and the apps' sources. */
function wordsOfSources(): Set<string> {
  const words = new Set<string>();
  const folders = ['ui/src', 'admin/src', 'storefront/src'];
  const files = folders.flatMap((folder) =>
    readdirSync(join(repository, folder), { recursive: true, encoding: 'utf8' })
      .filter((path) => /\.tsx?$/.test(path) && !path.includes('class-groups'))
      .map((path) => join(repository, folder, path)),
  );
  // The storefront's document is its root route (storefront/src/routes/__root.tsx), read above.
  files.push(join(repository, 'admin/index.html'));
  for (const file of files) {
    for (const [, , text] of readFileSync(file, 'utf8').matchAll(
      /(['"`])((?:(?!\1)[^\\\n])*)\1/g,
    )) {
      for (const word of text?.split(/\s+/) ?? []) if (word.length > 1) words.add(word);
    }
  }
  return words;
}

describe('cn', () => {
  it('joins conditional classes', () => {
    expect(cn('px-4', false && 'hidden', undefined, ['text-sm', { 'font-medium': true }])).toBe(
      'px-4 text-sm font-medium',
    );
  });

  it('lets a later class win over an earlier one that sets the same property', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('text-sm text-foreground', 'text-primary')).toBe('text-sm text-primary');
    expect(cn('border border-border', 'border-0 border-danger')).toBe('border-0 border-danger');
    expect(cn('flex', 'hidden')).toBe('hidden');
    expect(cn('shrink-0', 'flex-1')).toBe('flex-1');
  });

  it('keeps classes under other variants, and classes it does not know', () => {
    expect(cn('hidden md:flex', 'md:hidden')).toBe('hidden md:hidden');
    expect(cn('data-[open]:bg-muted', 'bg-background')).toBe('data-[open]:bg-muted bg-background');
    expect(cn('group select-item', 'select-none')).toBe('group select-item select-none');
  });

  it('lets a shorthand replace its longhands, but not the other way round', () => {
    expect(cn('px-4 pt-1', 'p-2')).toBe('p-2');
    expect(cn('p-2', 'px-4')).toBe('p-2 px-4');
    expect(cn('w-4 h-4', 'size-6')).toBe('size-6');
    expect(cn('rounded-t-md', 'rounded-none')).toBe('rounded-none');
  });

  // The classes the design system and the apps write: the same answer tailwind-merge (what
  // cn used before, and knows every utility) gives, for every pair under the same variants
  // (some 300,000 pairs: seconds, not milliseconds).
  it('merges every pair of the classes in use as tailwind-merge does', () => {
    const classes = [...wordsOfSources()].filter(
      (word) => twMerge(`${word} ${word}`) === word || cn(`${word} ${word}`) === word,
    );
    expect(classes.length).toBeGreaterThan(300);
    const byVariants = new Map<string, string[]>();
    for (const word of classes) {
      const variants = word.slice(0, word.lastIndexOf(':') + 1);
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), word]);
    }
    const disagreements: string[] = [];
    for (const group of byVariants.values()) {
      for (const first of group) {
        for (const second of group) {
          if (first !== second && cn(first, second) !== twMerge(first, second))
            disagreements.push(`${first} ${second}`);
        }
      }
    }
    expect(disagreements).toEqual([]);
  }, 60_000);
});
