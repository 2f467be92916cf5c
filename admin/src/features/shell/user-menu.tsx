import { languageOf } from '@commerce/client/i18n';
import {
  Avatar,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@commerce/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../lib/people/display-name.ts';
import type { SessionUser } from '../../lib/session/session.ts';
import { THEMES } from '../../lib/theme/theme.ts';
import { useTheme } from '../../lib/theme/use-theme.ts';
import { LanguageDialog } from './language-dialog.tsx';
import { useSignOut } from './use-sign-out.ts';

export interface UserMenuProps {
  user: SessionUser | undefined;
  onShowShortcuts: () => void;
}

/** The signed-in user's menu: who they are, language, theme, shortcuts and sign out. */
export function UserMenu({ user, onShowShortcuts }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const [theme, setTheme] = useTheme();
  const [languageOpen, setLanguageOpen] = useState(false);
  const { signOut } = useSignOut();
  const trigger = useRef<HTMLButtonElement>(null);
  const name = user ? displayNameOf(user) : '';
  const language = languageOf(i18n.resolvedLanguage ?? i18n.language);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          ref={trigger}
          variant="ghost"
          className="gap-2 px-2"
          aria-label={t('userMenu.label', { name })}
        >
          <Avatar name={name || '?'} size="small" />
          <span className="hidden max-w-40 truncate md:inline">{name}</span>
        </DropdownMenuTrigger>
        {/* Opened, the menu is what the user is busy with: above any toast (sonner's
            z-index is 999999999), so a toast that came in never takes its clicks. */}
        <DropdownMenuContent className="z-[1000000000] min-w-64">
          <DropdownMenuGroup>
            <DropdownMenuLabel className="flex flex-col">
              <span className="truncate text-sm font-medium text-foreground">{name}</span>
              {user && name !== user.email && <span className="truncate">{user.email}</span>}
            </DropdownMenuLabel>
            <DropdownMenuItem onClick={() => setLanguageOpen(true)}>
              <span>{t('userMenu.language')}</span>
              <span lang={language.htmlLang} className="ms-auto text-muted-foreground">
                {language.name}
              </span>
            </DropdownMenuItem>
            <DropdownMenuItem onClick={onShowShortcuts}>
              {t('userMenu.shortcuts')}
              <span aria-hidden="true" className="ms-auto text-xs text-muted-foreground">
                <kbd className="font-sans">?</kbd>
              </span>
            </DropdownMenuItem>
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuGroup>
            <DropdownMenuLabel>{t('theme.label')}</DropdownMenuLabel>
            {THEMES.map((value) => (
              <DropdownMenuRadioItem
                key={value}
                name="theme"
                value={value}
                checked={theme === value}
                onChange={() => setTheme(value)}
                // The menu closes once the theme is picked: the whole page shows the change.
                hideOnClick
              >
                {t(`theme.${value}`)}
              </DropdownMenuRadioItem>
            ))}
          </DropdownMenuGroup>
          <DropdownMenuSeparator />
          <DropdownMenuItem onClick={signOut}>{t('userMenu.signOut')}</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <LanguageDialog
        open={languageOpen}
        onClose={() => setLanguageOpen(false)}
        returnFocusTo={trigger}
      />
    </>
  );
}
