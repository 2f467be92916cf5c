import { cva } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '../../lib/cn.ts';

/** Classes for {@link SkipLink}: invisible until focused, then pinned to the inline start. */
export const skipLinkVariants = cva([
  'sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-[100]',
  'focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium',
  'focus:text-foreground focus:shadow-lg focus:outline-2 focus:outline-focus-ring',
]);

export type SkipLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** The id of the element to skip to, usually the page's `<main>`. */
  targetId: string;
};

/**
 * The first stop of the Tab order (WCAG 2.4.1, bypass blocks): hidden until focused, it
 * jumps over the navigation to the page's content. Focus lands on the target's first `h1`
 * when it has one, so the page's name is read first, else on the target itself. Put it
 * first in the page; the text is a prop so apps pass a translation.
 *
 * @example
 * <SkipLink targetId="main-content">{t('a11y.skipToContent')}</SkipLink>
 * <nav>…</nav>
 * <main id="main-content" tabIndex={-1}>…</main>
 */
export function SkipLink({ targetId, className, onClick, ...props }: SkipLinkProps) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    // Moved by hand: following the hash would go through a client router, and browsers do
    // not always move focus to a target that is not focusable.
    event.preventDefault();
    const focusable = target.querySelector<HTMLElement>('h1') ?? target;
    // -1 makes a heading or landmark focusable without adding it to the Tab order.
    if (!focusable.hasAttribute('tabindex')) focusable.setAttribute('tabindex', '-1');
    focusable.focus();
  };
  return (
    <a
      data-slot="skip-link"
      href={`#${targetId}`}
      onClick={skip}
      className={cn(skipLinkVariants(), className)}
      {...props}
    />
  );
}
