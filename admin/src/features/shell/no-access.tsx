import { buttonVariants } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { MainRegion } from '../../lib/a11y/main-region.tsx';
import { areaOf } from '../../lib/permissions/permission-area.ts';
import type { Permission } from '../../lib/permissions/permissions.ts';

export interface NoAccessProps {
  /** What the page needed, when known (the guard's), to name the area. */
  permission?: Permission | undefined;
}

/**
 * What a staff member sees on a page their role does not open (a direct URL, an old
 * bookmark) or when the server refuses a page's read: which area it is, and who can help.
 */
export function NoAccess({ permission }: NoAccessProps) {
  const { t } = useTranslation();
  return (
    <MainRegion className="mx-auto w-full max-w-md p-8">
      <div role="alert" className="flex flex-col items-start gap-4">
        <h1 className="text-2xl font-semibold">{t('access.title')}</h1>
        <p>
          {permission
            ? t('access.area', { area: t(`access.areas.${areaOf(permission)}`) })
            : t('access.forbidden')}
        </p>
        <p className="text-sm text-muted-foreground">{t('access.askAdmin')}</p>
        <Link to="/a" className={buttonVariants({ variant: 'secondary' })}>
          {t('access.home')}
        </Link>
      </div>
    </MainRegion>
  );
}
