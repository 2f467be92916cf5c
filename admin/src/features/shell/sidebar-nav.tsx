import { cn } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SidebarLinkExtension } from '../../lib/extensions/registry.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { ExtensionIcon } from './icons.tsx';
import { sectionsFor } from './sections.ts';

const linkClasses = cn(
  'flex min-h-9 items-center gap-3 rounded-md px-3 text-sm font-medium text-muted-foreground',
  'transition-colors hover:bg-muted hover:text-foreground motion-reduce:transition-none',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus-ring',
  'data-[status=active]:bg-muted data-[status=active]:text-foreground',
);

export interface SidebarNavProps {
  /** Sidebar links registered by extensions (specification section 2), sorted by path. */
  extensionLinks: readonly SidebarLinkExtension[];
  /** Called when a link is followed, e.g. to close the narrow-screen drawer. */
  onNavigate?: () => void;
}

/** The main navigation: the built-in sections, then the extensions' links. */
export function SidebarNav({ extensionLinks, onNavigate }: SidebarNavProps) {
  const { t } = useTranslation();
  const extensionsHeading = useId();
  const { can } = usePermissions();
  return (
    <nav aria-label={t('nav.label')} className="flex flex-1 flex-col gap-6 overflow-y-auto p-3">
      <ul className="flex flex-col gap-0.5">
        {sectionsFor(can).map(({ id, to, icon: Icon }) => (
          <li key={id}>
            <Link to={to} onClick={onNavigate} className={linkClasses}>
              <Icon />
              <span className="truncate">{t(`nav.${id}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
      {extensionLinks.length > 0 && (
        <div className="flex flex-col gap-1">
          <h2
            id={extensionsHeading}
            className="px-3 text-xs font-medium uppercase tracking-wide text-muted-foreground"
          >
            {t('nav.extensions')}
          </h2>
          <ul aria-labelledby={extensionsHeading} className="flex flex-col gap-0.5">
            {extensionLinks.map(({ path, label, icon: Icon = ExtensionIcon }) => (
              <li key={path}>
                <Link
                  to="/a/$"
                  params={{ _splat: path.slice(1) }}
                  onClick={onNavigate}
                  className={linkClasses}
                >
                  <Icon className="size-5 shrink-0" />
                  <span className="truncate">{label}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
    </nav>
  );
}
