import { formatMoney } from '@commerce/client';
import { useAdminDeleteShippingOption, useAdminListShippingOptions } from '@commerce/client/admin';
import {
  Badge,
  Button,
  Section,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListError, ListLoading } from '../../lib/lists/list-states.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DeleteConfirm } from './delete-confirm.tsx';
import { ShippingOptionDialog } from './shipping-option-dialog.tsx';
import type { ShippingOption } from './shipping-option-values.ts';
import type { Region } from './use-settings-data.ts';

export interface ShippingOptionsProps {
  region: Region;
  /** The region's return options instead of its outbound ones. */
  isReturn: boolean;
}

/**
 * A region's shipping (or return) options: price, bounds and who sees them; add, edit and
 * delete with `regions:write`.
 */
export function ShippingOptions({ region, isReturn }: ShippingOptionsProps) {
  const { t, i18n } = useTranslation('regions');
  const [editing, setEditing] = useState<ShippingOption | 'new'>();
  const [removing, setRemoving] = useState<ShippingOption>();
  const query = useAdminListShippingOptions({
    region_id: [region.id],
    is_return: isReturn,
    limit: 1000,
    expand: 'profile,requirements',
  });
  const price = (amount: number) => formatMoney(amount, region.currency_code, i18n.language);
  const bounds = (option: ShippingOption) =>
    (option.requirements ?? [])
      .map((r) => t(`requirements.${r.type}`, { amount: price(r.amount) }))
      .join(', ') || '—';
  const title = isReturn ? t('shipping.returnTitle') : t('shipping.title');
  const canChange = usePermissions().can('regions:write');
  const options = query.data?.shipping_options ?? [];

  return (
    <Section
      title={title}
      actions={
        canChange && (
          <Button variant="secondary" size="small" onClick={() => setEditing('new')}>
            {isReturn ? t('shipping.addReturn') : t('shipping.add')}
          </Button>
        )
      }
    >
      {query.isPending ? (
        <ListLoading label={title} />
      ) : query.isError ? (
        <ListError error={query.error} onRetry={() => void query.refetch()} />
      ) : options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('shipping.none')}</p>
      ) : (
        <Table aria-label={title}>
          <TableHeader>
            <TableRow>
              <TableHead>{t('fields.name')}</TableHead>
              <TableHead>{t('fields.profile')}</TableHead>
              <TableHead>{t('fields.price')}</TableHead>
              <TableHead>{t('shipping.requirements')}</TableHead>
              {canChange && (
                <TableHead>
                  <span className="sr-only">{t('fields.actions')}</span>
                </TableHead>
              )}
            </TableRow>
          </TableHeader>
          <TableBody>
            {options.map((option) => (
              <TableRow key={option.id}>
                <TableCell className="font-medium">
                  {option.name}{' '}
                  {option.admin_only && <Badge size="small">{t('shipping.adminOnlyBadge')}</Badge>}
                </TableCell>
                <TableCell>{option.profile?.name ?? '—'}</TableCell>
                <TableCell className="tabular-nums">
                  {option.price_type === 'calculated' || option.amount === null
                    ? t('priceTypes.calculated')
                    : price(option.amount)}
                </TableCell>
                <TableCell>{bounds(option)}</TableCell>
                {canChange && (
                  <TableCell className="flex justify-end gap-2">
                    <Button
                      size="small"
                      variant="secondary"
                      aria-label={t('actions.editNamed', { name: option.name })}
                      onClick={() => setEditing(option)}
                    >
                      {t('actions.edit')}
                    </Button>
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('actions.deleteNamed', { name: option.name })}
                      onClick={() => setRemoving(option)}
                    >
                      {t('actions.delete')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {/* Its form reads the shipping profiles: only mounted for a role that can use it. */}
      {canChange && (
        <ShippingOptionDialog
          key={editing === 'new' ? 'new' : editing?.id}
          open={editing !== undefined}
          onClose={() => setEditing(undefined)}
          region={region}
          isReturn={isReturn}
          option={editing === 'new' ? undefined : editing}
        />
      )}
      {removing && <RemoveOption option={removing} onClose={() => setRemoving(undefined)} />}
    </Section>
  );
}

function RemoveOption({ option, onClose }: { option: ShippingOption; onClose: () => void }) {
  const { t } = useTranslation('regions');
  const remove = useAdminDeleteShippingOption({ id: option.id });
  return (
    <DeleteConfirm
      title={t('shipping.deleteTitle', { name: option.name })}
      description={t('shipping.deleteDescription')}
      done={t('shipping.deleted', { name: option.name })}
      mutation={remove}
      onClose={onClose}
    />
  );
}
