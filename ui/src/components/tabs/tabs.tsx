import {
  Tab as AriakitTab,
  TabList as AriakitTabList,
  TabPanel as AriakitTabPanel,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  TabProvider,
  type TabProviderProps,
} from '@ariakit/react';
import { cn } from '../../lib/cn.ts';

export type TabsProps = TabProviderProps;

/**
 * Tabs over Ariakit's: arrow keys move between tabs (Home and End jump, focus wraps; a
 * disabled tab takes focus, so it is still announced, but is never selected), the selected tab has `aria-selected`, and each panel is
 * named by its tab. It renders no element; pass `selectedId`/`setSelectedId` to control
 * it, `selectOnMove={false}` for manual activation, and `rtl` in right-to-left pages so
 * the arrow keys follow the reading direction.
 *
 * @example
 * <Tabs defaultSelectedId="details">
 *   <TabList aria-label="Product">
 *     <Tab id="details">Details</Tab>
 *     <Tab id="variants">Variants</Tab>
 *   </TabList>
 *   <TabPanel tabId="details">…</TabPanel>
 *   <TabPanel tabId="variants">…</TabPanel>
 * </Tabs>
 */
export function Tabs(props: TabsProps) {
  return <TabProvider {...props} />;
}

/** The row of tabs; name it with `aria-label`. See {@link Tabs}. */
export function TabList({ className, ...props }: TabListProps) {
  return (
    <AriakitTabList
      data-slot="tab-list"
      className={cn('flex items-end gap-1 overflow-x-auto border-b border-border', className)}
      {...props}
    />
  );
}

/** One tab; its `id` ties it to the `TabPanel` with the same `tabId`. See {@link Tabs}. */
export function Tab({ className, ...props }: TabProps) {
  return (
    <AriakitTab
      data-slot="tab"
      className={cn(
        '-mb-px inline-flex h-9 shrink-0 items-center gap-2 whitespace-nowrap border-b-2',
        'border-transparent px-3 text-sm font-medium text-muted-foreground transition-colors',
        'hover:text-foreground aria-selected:border-primary aria-selected:text-foreground',
        'motion-reduce:transition-none aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
        'data-focus-visible:rounded-sm data-focus-visible:outline-2 data-focus-visible:outline-focus-ring',
        className,
      )}
      {...props}
    />
  );
}

/** The content of the tab whose id is `tabId`, named by that tab. See {@link Tabs}. */
export function TabPanel({ className, ...props }: TabPanelProps) {
  return (
    <AriakitTabPanel
      data-slot="tab-panel"
      className={cn(
        'pt-4 text-sm data-focus-visible:outline-2 data-focus-visible:outline-focus-ring',
        className,
      )}
      {...props}
    />
  );
}

export type { TabListProps, TabPanelProps, TabProps };
