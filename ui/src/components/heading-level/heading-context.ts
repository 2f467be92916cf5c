import { createContext } from 'react';

/**
 * The level of the headings inside: 0 outside every `HeadingLevel` (a heading there is an
 * h1). ui's own rather than Ariakit's, whose `Heading` brings some 6 KB gzip of Ariakit's
 * utilities into every page with a card, the admin's sign-in page among them (issue 29).
 */
export const HeadingContext = createContext(0);
