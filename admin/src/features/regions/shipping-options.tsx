import {
  useAdminDeleteShippingOption,
  useAdminListShippingOptions,
} from '@commerce/client/admin/shipping-options';
import { Badge, Button, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../lib/i18n/format-amount.ts';
import type { ListColumn } from '../../lib/lists/list-columns.ts';
import { ListTable } from '../../lib/lists/list-table.tsx';
import { RowActions } from '../../lib/lists/row-actions.tsx';
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
    region_id: region.id,
    is_return: isReturn,
    limit: 1000,
    expand: 'profile,requirements',
  });
  const price = (amount: number) => formatAmount(amount, region.currency_code, i18n.language);
  const bounds = (option: ShippingOption) =>
    (option.requirements ?? [])
      .map((r) => t(`requirements.${r.type}`, { amount: price(r.amount) }))
      .join(', ') || '—';
  const title = isReturn ? t('shipping.returnTitle') : t('shipping.title');
  const canChange = usePermissions().can('regions:write');
  const options = query.data?.shipping_options ?? [];
  const columns: Pick<ListColumn<ShippingOption>, 'id' | 'header' | 'cell'>[] = [
    {
      id: 'name',
      header: t('fields.name'),
      cell: (option) => (
        <>
          {option.name}{' '}
          {option.admin_only && <Badge size="small">{t('shipping.adminOnlyBadge')}</Badge>}
        </>
      ),
    },
    { id: 'profile', header: t('fields.profile'), cell: (option) => option.profile?.name ?? '—' },
    {
      id: 'price',
      header: t('fields.price'),
      cell: (option) => (
        <span className="tabular-nums">
          {option.price_type === 'calculated' || option.amount === null
            ? t('priceTypes.calculated')
            : price(option.amount)}
        </span>
      ),
    },
    { id: 'requirements', header: t('shipping.requirements'), cell: bounds },
  ];

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
      <ListTable
        label={title}
        query={query}
        rows={options}
        columns={columns}
        getRowId={(option) => option.id}
        empty={<p className="text-sm text-muted-foreground">{t('shipping.none')}</p>}
        actions={
          canChange
            ? {
                header: t('fields.actions'),
                cell: (option) => (
                  <RowActions
                    editLabel={t('actions.editNamed', { name: option.name })}
                    editText={t('actions.edit')}
                    onEdit={() => setEditing(option)}
                    deleteLabel={t('actions.deleteNamed', { name: option.name })}
                    deleteText={t('actions.delete')}
                    onDelete={() => setRemoving(option)}
                  />
                ),
              }
            : undefined
        }
      />
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
