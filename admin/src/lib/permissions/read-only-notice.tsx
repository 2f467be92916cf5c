import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { areaOf, type Permission } from './permissions.ts';
import { usePermissions } from './use-permissions.ts';

/**
 * The reason, said once per page, why its change actions are missing: shown only when the
 * user's role lacks `permission` (the area's `write`). Put it under the page's heading and
 * leave the actions out with `<Allowed>`.
 *
 * @example
 * <ReadOnlyNotice permission="orders:write" />
 */
export function ReadOnlyNotice({ permission }: { permission: Permission }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  if (can(permission)) return null;
  return (
    <p role="note" className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
      {t('access.readOnly', { area: t(`access.areas.${areaOf(permission)}`) })}
    </p>
  );
}

/**
 * Its children only when the user's role holds `permission`: for buttons, menu items and
 * sections that would only be refused. The page's ReadOnlyNotice says why they are missing.
 *
 * @example
 * <Allowed permission="orders:write"><Button onClick={cancel}>Cancel order</Button></Allowed>
 */
export function Allowed({ permission, children }: { permission: Permission; children: ReactNode }) {
  const { can } = usePermissions();
  return can(permission) ? children : null;
}
