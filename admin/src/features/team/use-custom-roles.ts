import { useMedusa } from '@commerce/client';
import { adminListRolesQueryOptions } from '@commerce/client/admin/roles';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useCapability } from '../../lib/feature-flags/capabilities.ts';
import type { RoleHolder } from './roles.ts';

/**
 * Every custom role in one request: the pickers and the team lists need all their names,
 * and a store keeps a handful, far below this.
 */
export const CUSTOM_ROLE_LIMIT = 200;

/**
 * The custom roles (`GET /admin/roles`), shared by the role list, pickers and name lookups;
 * not asked where the backend has none (Medusa v1: `custom_roles`), so the pickers offer
 * the built-in roles only.
 */
export function useCustomRoles() {
  const { client } = useMedusa();
  const hasRoles = useCapability('custom_roles') === true;
  return useQuery({
    ...adminListRolesQueryOptions(client, { limit: CUSTOM_ROLE_LIMIT }),
    enabled: hasRoles,
  });
}

/**
 * How to name a user's or invite's role: a built-in role's translated name, a custom role's
 * own name, or "Custom role" while the roles load (or for one this page cannot see).
 */
export function useRoleName(): (holder: RoleHolder) => string {
  const { t } = useTranslation('team');
  const roles = useCustomRoles().data?.roles;
  return (holder) => {
    if (holder.role !== 'custom') return t(`roles.${holder.role ?? 'member'}`);
    return roles?.find((role) => role.id === holder.role_id)?.name ?? t('roles.custom');
  };
}
