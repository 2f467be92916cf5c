import type { ReactNode } from 'react';

/** One swap, claim or edit in its section: its name, state badges and details. */
export function Entry({
  name,
  badges,
  children,
}: {
  name: string;
  badges: ReactNode;
  children: ReactNode;
}) {
  return (
    <li aria-label={name} className="flex flex-col gap-1.5 rounded-md border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium">{name}</span>
        <span className="flex flex-wrap gap-3">{badges}</span>
      </div>
      {children}
    </li>
  );
}
