import { type ComponentType, type LazyExoticComponent, Suspense, useState } from 'react';
import { LiteButton } from '../button/lite-button.tsx';

export interface DeferredMenuProps {
  /** The menu button's text, which names the button and the menu. */
  label: string;
  /** The menu (button and popup, over DropdownMenu), loaded on demand. */
  menu: LazyExoticComponent<ComponentType<{ defaultOpen?: boolean }>>;
  /** Starts loading the menu's code, before the click when the pointer or focus comes. */
  preload(): void;
}

/**
 * A menu button whose menu (Ariakit, through DropdownMenu) is loaded on the first click,
 * so menus stay out of the first load. Until then a native button with the same look and
 * name stands in; once loaded, the real menu takes its place, opened. The menu must give
 * its button `autoFocus={defaultOpen}`: the stand-in had focus, so the real button takes
 * it over (ArrowDown then enters the menu, Escape closes it there).
 *
 * @example
 * const loadMenu = () => import('./account-menu-panel.tsx');
 * const AccountMenuPanel = lazy(loadMenu);
 * <DeferredMenu label="Account" menu={AccountMenuPanel} preload={() => void loadMenu()} />
 */
export function DeferredMenu({ label, menu: Menu, preload }: DeferredMenuProps) {
  const [wanted, setWanted] = useState(false);
  const standIn = (loading: boolean) => (
    <LiteButton
      variant="ghost"
      size="small"
      aria-haspopup="menu"
      aria-expanded={false}
      aria-busy={loading || undefined}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => setWanted(true)}
    >
      {label}
    </LiteButton>
  );
  if (!wanted) return standIn(false);
  return (
    <Suspense fallback={standIn(true)}>
      <Menu defaultOpen />
    </Suspense>
  );
}
