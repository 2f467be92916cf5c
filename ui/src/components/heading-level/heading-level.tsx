import { type ReactNode, useContext } from 'react';
import { HeadingContext } from './heading-context.ts';

export type HeadingLevelProps = {
  /**
   * The level to start again from instead of one below the surrounding one; a modal
   * dialog's content starts at 1, as its title (Ariakit's `DialogHeading`) does.
   */
  level?: number;
  children: ReactNode;
};

/**
 * Puts the headings inside one level deeper than the surrounding ones: a card's title
 * inside it is an h2 under a page's h1, without the card knowing where it is placed. Use it
 * around content other code supplies, e.g. extension widgets under a page heading.
 *
 * @example
 * <h1>Products</h1>
 * <HeadingLevel><Card><CardTitle>Import</CardTitle></Card></HeadingLevel>
 */
export function HeadingLevel({ level, children }: HeadingLevelProps) {
  const surrounding = useContext(HeadingContext);
  // HTML has h1 to h6; deeper nesting stays at h6.
  const next = Math.max(Math.min(level ?? surrounding + 1, 6), 1);
  return <HeadingContext.Provider value={next}>{children}</HeadingContext.Provider>;
}
