import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@commerce/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MainRegion } from '../../lib/a11y/main-region.tsx';

export interface AuthPageProps {
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Shown above and below the card, e.g. the sign-in page's extension widget zones. */
  before?: ReactNode;
  after?: ReactNode;
}

/** The frame of the signed-out pages (sign in, invite, password reset): one centred card. */
export function AuthPage({ title, description, children, before, after }: AuthPageProps) {
  const { t } = useTranslation();
  return (
    <MainRegion className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted px-4 py-10">
      <p className="text-sm font-semibold tracking-wide text-muted-foreground">{t('app.title')}</p>
      {before}
      <Card className="w-full max-w-sm shadow-sm">
        <CardHeader>
          <CardTitle className="text-xl">{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
      {after}
    </MainRegion>
  );
}

/** A failure of the whole form (the server's answer), announced when it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-danger bg-danger/10 px-3 py-2 text-sm text-danger"
    >
      {children}
    </p>
  );
}
