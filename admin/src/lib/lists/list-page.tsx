import { cn } from '@commerce/ui';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export interface SectionLink {
  to: NonNullable<LinkProps['to']>;
  label: string;
}

export interface ListPageProps {
  /** The page's `h1`; the route focus and the document title read it. */
  title: string;
  /** Buttons beside the heading, e.g. "Create collection". */
  actions?: ReactNode;
  /** The screens of the same area (Products, Collections, Categories…), as links. */
  sectionLinks?: readonly SectionLink[];
  /** Names the section links' navigation landmark. */
  sectionLabel?: string;
  children: ReactNode;
}

/** The frame of a list screen: heading, actions, the area's other screens, then the list. */
export function ListPage({ title, actions, sectionLinks, sectionLabel, children }: ListPageProps) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-semibold">{title}</h1>
        {actions && <div className="flex items-center gap-2">{actions}</div>}
      </div>
      {sectionLinks && (
        <nav aria-label={sectionLabel}>
          <ul className="flex flex-wrap gap-1 border-b border-border">
            {sectionLinks.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  activeOptions={{ exact: true, includeSearch: false }}
                  className={cn(
                    '-mb-px inline-flex h-9 items-center border-b-2 border-transparent px-3 text-sm',
                    'text-muted-foreground hover:text-foreground',
                    'focus-visible:outline-2 focus-visible:outline-focus-ring',
                    'data-[status=active]:border-primary data-[status=active]:text-foreground',
                  )}
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {children}
    </div>
  );
}
