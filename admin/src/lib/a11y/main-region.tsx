import { cn } from '@commerce/ui';
import { type ComponentProps, createContext, useContext } from 'react';
import { MAIN_CONTENT_ID } from './main-content.ts';

const InsideMain = createContext(false);

/**
 * The page's `<main>` landmark, the skip link's target. Inside another MainRegion (a
 * not-found or error page shown within the main area's layout) it is a plain `<div>`, so a
 * page never has two main landmarks.
 */
export function MainRegion({ className, children, ...props }: ComponentProps<'main'>) {
  const nested = useContext(InsideMain);
  if (nested) return <div className={className}>{children}</div>;
  return (
    <InsideMain.Provider value={true}>
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={cn('outline-none', className)} {...props}>
        {children}
      </main>
    </InsideMain.Provider>
  );
}
