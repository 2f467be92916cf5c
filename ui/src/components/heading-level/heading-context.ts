import { createContext } from 'react';

/**
 * The level of the headings inside: 0 outside every `HeadingLevel` (a heading there is an
 * h1). ui's own rather than Ariakit's, whose `Heading` brings some 6 KB gzip of Ariakit's
 * utilities into every page with a card, the admin's sign-in page among them (issue 29).
 * `Modal` and `Drawer` reset it to 1 as Ariakit's modal dialogs reset theirs; Ariakit's
 * non-modal popovers (menus, tooltips) add a level to their own context only, so a card in
 * one would not go one level deeper (none is put in one).
 */
export const HeadingContext = createContext(0);
