import { Button, Section } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { AddShippingMethodDialog } from './add-shipping-method-dialog.tsx';
import type { Order } from './order-state.ts';
import { useOrderMoney } from './use-order-money.ts';

/** How the order ships: its shipping methods and their prices, and adding another one. */
export function OrderShippingMethods({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const money = useOrderMoney(order.currency_code);
  const [adding, setAdding] = useState(false);
  const methods = order.shipping_methods ?? [];
  // The method is one of the region's shipping options: adding one also takes reading them.
  const { can } = usePermissions();
  const canAdd = can('orders:write') && can('regions:read');
  return (
    <Section
      title={t('shippingMethod.sectionTitle')}
      actions={
        order.status === 'canceled' || !canAdd ? undefined : (
          <Button size="small" variant="secondary" onClick={() => setAdding(true)}>
            {t('shippingMethod.button')}
          </Button>
        )
      }
    >
      {methods.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('shippingMethod.none')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {methods.map((method) => (
            <li key={method.id} className="flex flex-wrap justify-between gap-2">
              <span>{method.shipping_option?.name ?? method.shipping_option_id}</span>
              <span className="tabular-nums">{money(method.price)}</span>
            </li>
          ))}
        </ul>
      )}
      <AddShippingMethodDialog order={order} open={adding} onClose={() => setAdding(false)} />
    </Section>
  );
}
