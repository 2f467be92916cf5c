import { cn } from '../../lib/cn.ts';

/** The drop-down list shared by Select and Combobox: as wide as its anchor, scrolls past 300 px. */
export const listboxPopoverClasses = cn(
  'z-50 flex max-h-[min(var(--popover-available-height,300px),300px)] flex-col overflow-auto',
  'rounded-md border border-border bg-background p-1 text-sm text-foreground shadow-md',
  'opacity-0 transition-opacity duration-100 data-enter:opacity-100 motion-reduce:transition-none',
);

/** One option of that list; the active one (keyboard or pointer) is tinted. */
export const listboxItemClasses = cn(
  'flex cursor-default items-center gap-2 rounded-sm px-2 py-1.5 outline-none select-none',
  'data-active-item:bg-muted aria-disabled:opacity-50 aria-selected:font-medium',
);
