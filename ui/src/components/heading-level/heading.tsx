import { type ComponentProps, useContext } from 'react';
import { HeadingContext } from './heading-context.ts';

/** A heading element (h1…h6) at the level the surrounding `HeadingLevel`s give it. */
export function Heading(props: ComponentProps<'h1'>) {
  const Element = `h${useContext(HeadingContext) || 1}` as 'h1';
  return <Element {...props} />;
}
