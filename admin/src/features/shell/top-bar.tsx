import { Button } from '@commerce/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/session/session.ts';
import { paletteModifierLabel } from '../../lib/shortcuts/shortcuts.ts';
import { MenuIcon, SearchIcon } from './icons.tsx';
import { UserMenu } from './user-menu.tsx';

export interface TopBarProps {
  user: SessionUser | undefined;
  navOpen: boolean;
  onOpenNav: () => void;
  onOpenPalette: () => void;
  onShowShortcuts: () => void;
  /** Buttons of other areas before the user menu (the activity drawer's). */
  actions?: ReactNode;
}

/** The bar above every main-area page: navigation (narrow screens), search, activity, user. */
export function TopBar({
  user,
  navOpen,
  onOpenNav,
  onOpenPalette,
  onShowShortcuts,
  actions,
}: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className="sticky top-0 z-30 flex h-14 shrink-0 items-center gap-2 border-b border-border bg-background px-3 sm:px-4">
      <Button
        variant="ghost"
        size="small"
        className="px-2 lg:hidden"
        aria-label={t('nav.open')}
        aria-expanded={navOpen}
        onClick={onOpenNav}
      >
        <MenuIcon />
      </Button>
      <Button
        variant="secondary"
        size="small"
        className="min-w-0 flex-1 justify-start text-muted-foreground sm:max-w-sm"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={onOpenPalette}
      >
        <SearchIcon className="size-4 shrink-0" />
        <span className="truncate">{t('command.open')}</span>
        {/* A visual cue; aria-keyshortcuts tells assistive technology. */}
        <span aria-hidden="true" className="ms-auto hidden text-xs sm:inline">
          <kbd className="font-sans">{paletteModifierLabel()} K</kbd>
        </span>
      </Button>
      <div className="ms-auto flex items-center gap-1">
        {actions}
        <UserMenu user={user} onShowShortcuts={onShowShortcuts} />
      </div>
    </header>
  );
}
