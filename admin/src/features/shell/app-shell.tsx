import { useMedusa } from '@commerce/client';
import { Drawer, DrawerClose, DrawerHeader, DrawerTitle } from '@commerce/ui';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MainRegion } from '../../lib/a11y/main-region.tsx';
import type { SidebarLinkExtension } from '../../lib/extensions/registry.ts';
import { sessionQueryOptions } from '../../lib/session/session.ts';
import { useSessionExpiry } from '../../lib/session/use-session-expiry.ts';
import { CommandMenu } from './command-menu.tsx';
import { CloseIcon } from './icons.tsx';
import { ShortcutsHelp } from './shortcuts-help.tsx';
import { SidebarNav } from './sidebar-nav.tsx';
import { TopBar } from './top-bar.tsx';
import { useNavigationShortcuts } from './use-navigation-shortcuts.ts';

export interface AppShellProps {
  extensionLinks: readonly SidebarLinkExtension[];
  /** Top-bar buttons of other areas (the activity drawer's). */
  topBarActions?: ReactNode;
  children: ReactNode;
}

/**
 * The main area's frame: the sidebar (a drawer on narrow screens), the top bar with the
 * command palette and user menu, the keyboard shortcuts, and the `<main>` for the page.
 * While it is shown, a 401 from any request ends the session (useSessionExpiry).
 */
export function AppShell({ extensionLinks, topBarActions, children }: AppShellProps) {
  const { t } = useTranslation();
  const { client } = useMedusa();
  // Known from the route's guard; undefined only for the moment of signing out.
  const user = useQuery(sessionQueryOptions(client)).data?.user;
  const [navOpen, setNavOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  useNavigationShortcuts({
    openPalette: () => setPaletteOpen(true),
    openHelp: () => setHelpOpen(true),
  });
  useSessionExpiry();

  return (
    <div className="flex min-h-dvh bg-background text-foreground">
      <div className="sticky top-0 hidden h-dvh w-60 shrink-0 flex-col border-e border-border lg:flex">
        <p className="flex h-14 shrink-0 items-center border-b border-border px-6 text-sm font-semibold">
          {t('app.title')}
        </p>
        <SidebarNav extensionLinks={extensionLinks} />
      </div>
      <Drawer
        open={navOpen}
        onClose={() => setNavOpen(false)}
        // Navigation belongs at the inline start, where the wide screen's sidebar is.
        side="start"
        size="small"
        className="lg:hidden"
      >
        <DrawerHeader className="flex-row items-center justify-between">
          <DrawerTitle>{t('app.title')}</DrawerTitle>
          <DrawerClose
            aria-label={t('nav.close')}
            className="rounded-md p-1.5 text-muted-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-focus-ring"
          >
            <CloseIcon />
          </DrawerClose>
        </DrawerHeader>
        <SidebarNav extensionLinks={extensionLinks} onNavigate={() => setNavOpen(false)} />
      </Drawer>
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar
          user={user}
          navOpen={navOpen}
          onOpenNav={() => setNavOpen(true)}
          onOpenPalette={() => setPaletteOpen(true)}
          onShowShortcuts={() => setHelpOpen(true)}
          actions={topBarActions}
        />
        <MainRegion className="flex-1 px-4 py-6 sm:px-8">{children}</MainRegion>
      </div>
      <CommandMenu
        open={paletteOpen}
        onOpenChange={setPaletteOpen}
        extensionLinks={extensionLinks}
        onShowShortcuts={() => setHelpOpen(true)}
      />
      <ShortcutsHelp open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
