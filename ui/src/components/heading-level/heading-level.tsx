import { HeadingLevel as AriakitHeadingLevel } from '@ariakit/react';
import type { ReactNode } from 'react';

/**
 * Puts the headings inside one level deeper than the surrounding ones: a card's title
 * inside it is an h2 under a page's h1, without the card knowing where it is placed. Use it
 * around content other code supplies, e.g. extension widgets under a page heading.
 *
 * @example
 * <h1>Products</h1>
 * <HeadingLevel><Card><CardTitle>Import</CardTitle></Card></HeadingLevel>
 */
export function HeadingLevel({ children }: { children: ReactNode }) {
  return <AriakitHeadingLevel>{children}</AriakitHeadingLevel>;
}
