import type { AdminGetProductData } from '@commerce/client/admin/products';
import { Select } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { DetailList, DetailSection } from './detail-section.tsx';
import { VariantStock } from './variant-stock.tsx';

type Product = AdminGetProductData['product'];

/**
 * Units in stock over the managed variants, and one chosen variant's stock per location
 * (only that variant's inventory is read, so a product with hundreds of variants stays quick).
 * The stock per location is the inventory's: a role without `inventory:read` sees the totals
 * the product carries, and nothing is asked of the inventory.
 */
export function InventorySection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const canReadStock = usePermissions().can('inventory:read');
  const variants = product.variants ?? [];
  const managed = variants.filter((variant) => variant.manage_inventory);
  const units = managed.reduce((sum, variant) => sum + variant.inventory_quantity, 0);
  const [chosen, setChosen] = useState('');
  const variantId = managed.some((variant) => variant.id === chosen)
    ? chosen
    : (managed[0]?.id ?? '');
  return (
    <DetailSection title={t('sections.inventory')}>
      <DetailList
        rows={[
          [t('stock.manage'), `${managed.length} / ${variants.length}`],
          [t('variantList.inventory'), String(units)],
        ]}
      />
      {managed.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('stockLevels.noManaged')}</p>
      ) : !canReadStock ? null : (
        <>
          <Select
            label={t('stockLevels.variant')}
            options={managed.map((variant) => ({ value: variant.id, label: variant.title }))}
            value={variantId}
            onValueChange={setChosen}
          />
          <VariantStock key={variantId} variantId={variantId} />
        </>
      )}
    </DetailSection>
  );
}
