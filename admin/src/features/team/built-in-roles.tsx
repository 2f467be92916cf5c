import { builtInRolePermissions } from '@commerce/client/permissions';
import {
  Section,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { accessOf, PERMISSION_AREAS } from './permission-areas.ts';
import { BUILT_IN_ROLES } from './roles.ts';

/** Each built-in role's permissions as a set, read once from the generated contract. */
const BUILT_IN_ACCESS = BUILT_IN_ROLES.map(
  (role) => [role, new Set(builtInRolePermissions[role])] as const,
);

/**
 * What each built-in role allows, area by area and read-only (the contract fixes them), so
 * an admin can compare them with a custom role before making or giving one.
 */
export function BuiltInRoles() {
  const { t } = useTranslation('team');
  return (
    <Section title={t('builtInRoles.title')} description={t('builtInRoles.description')}>
      <Table aria-label={t('builtInRoles.title')}>
        <TableHeader>
          <TableRow>
            <TableHead>{t('permissions.area')}</TableHead>
            {BUILT_IN_ROLES.map((role) => (
              <TableHead key={role}>{t(`roles.${role}`)}</TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {PERMISSION_AREAS.map((area) => (
            <TableRow key={area}>
              <TableHead scope="row" className="font-normal text-foreground">
                {t(`permissions.areas.${area}`)}
              </TableHead>
              {BUILT_IN_ACCESS.map(([role, permissions]) => {
                const access = accessOf(permissions, area);
                return (
                  <TableCell
                    key={role}
                    className={access === 'none' ? 'text-muted-foreground' : undefined}
                  >
                    {t(`permissions.access.${access}`)}
                  </TableCell>
                );
              })}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Section>
  );
}
