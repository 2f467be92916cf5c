import { useAdminListProductTypes } from '@commerce/client/admin/product-types';
import { useAdminListProducts } from '@commerce/client/admin/products';
import { useAdminListShippingOptions } from '@commerce/client/admin/shipping-options';
import {
  useAdminAddTaxRateProducts,
  useAdminAddTaxRateProductTypes,
  useAdminAddTaxRateShippingOptions,
  useAdminGetTaxRate,
  useAdminRemoveTaxRateProducts,
  useAdminRemoveTaxRateProductTypes,
  useAdminRemoveTaxRateShippingOptions,
} from '@commerce/client/admin/tax-rates';
import { Button, Modal, ModalBody, ModalFooter, ModalHeader, ModalTitle } from '@commerce/ui';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { OverrideSection } from './override-section.tsx';
import { useReport } from './removable-chip.tsx';
import { TAX_RATE_EXPAND, type TaxRate } from './tax-rate-dialog.tsx';
import type { Region } from './use-settings-data.ts';

export interface TaxRateOverridesProps {
  taxRate: TaxRate;
  region: Region;
  onClose: () => void;
}

/** The products, product types and shipping options a tax rate applies to instead of the default. */
export function TaxRateOverrides({ taxRate: listed, region, onClose }: TaxRateOverridesProps) {
  const { t } = useTranslation('regions');
  const id = { id: listed.id };
  // The rate as it is now, with what it overrides; the list's copy until it has loaded.
  const taxRate = useAdminGetTaxRate({ ...id, expand: TAX_RATE_EXPAND }).data?.tax_rate ?? listed;
  const report = useReport();
  const [productSearch, setProductSearch] = useState('');
  const [typeSearch, setTypeSearch] = useState('');
  const [optionSearch, setOptionSearch] = useState('');
  const q = useDeferredValue(productSearch.trim());
  // Products and their types are the products area's lists (issue 21): without
  // `products:read` the rate's own ones can be removed but no others searched for.
  const catalogue = usePermissions().can('products:read');
  const products = useAdminListProducts({ limit: 8, ...(q ? { q } : {}) }, { enabled: catalogue })
    .data?.products;
  const types = useAdminListProductTypes({ limit: 1000 }, { enabled: catalogue }).data
    ?.product_types;
  const options = useAdminListShippingOptions({ region_id: region.id, limit: 1000 }).data
    ?.shipping_options;
  const mutations = {
    addProducts: useAdminAddTaxRateProducts(id),
    removeProducts: useAdminRemoveTaxRateProducts(id),
    addTypes: useAdminAddTaxRateProductTypes(id),
    removeTypes: useAdminRemoveTaxRateProductTypes(id),
    addOptions: useAdminAddTaxRateShippingOptions(id),
    removeOptions: useAdminRemoveTaxRateShippingOptions(id),
  };
  const pending = Object.values(mutations).some((m) => m.isPending);
  const matches = (text: string, search: string) =>
    text.toLocaleLowerCase().includes(search.trim().toLocaleLowerCase());
  const added = t('overrides.added');
  const removed = t('overrides.removed');

  return (
    <Modal open onClose={onClose}>
      <ModalHeader>
        <ModalTitle>{t('overrides.title', { name: taxRate.name })}</ModalTitle>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-6">
        <OverrideSection
          title={t('overrides.products')}
          items={(taxRate.products ?? []).map((p) => ({ id: p.id, label: p.title }))}
          candidates={(products ?? []).map((p) => ({ id: p.id, label: p.title }))}
          search={productSearch}
          onSearch={setProductSearch}
          searchable={catalogue}
          isPending={pending}
          onAdd={(pid) =>
            void report(() => mutations.addProducts.mutateAsync({ products: [pid] }), added)
          }
          onRemove={(pid) =>
            void report(() => mutations.removeProducts.mutateAsync({ products: [pid] }), removed)
          }
        />
        <OverrideSection
          title={t('overrides.productTypes')}
          items={(taxRate.product_types ?? []).map((p) => ({ id: p.id, label: p.value }))}
          candidates={(types ?? [])
            .filter((p) => matches(p.value, typeSearch))
            .map((p) => ({ id: p.id, label: p.value }))}
          search={typeSearch}
          onSearch={setTypeSearch}
          searchable={catalogue}
          isPending={pending}
          onAdd={(tid) =>
            void report(() => mutations.addTypes.mutateAsync({ product_types: [tid] }), added)
          }
          onRemove={(tid) =>
            void report(() => mutations.removeTypes.mutateAsync({ product_types: [tid] }), removed)
          }
        />
        <OverrideSection
          title={t('overrides.shippingOptions')}
          items={(taxRate.shipping_options ?? []).map((o) => ({ id: o.id, label: o.name }))}
          candidates={(options ?? [])
            .filter((o) => matches(o.name, optionSearch))
            .map((o) => ({ id: o.id, label: o.name }))}
          search={optionSearch}
          onSearch={setOptionSearch}
          isPending={pending}
          onAdd={(oid) =>
            void report(() => mutations.addOptions.mutateAsync({ shipping_options: [oid] }), added)
          }
          onRemove={(oid) =>
            void report(
              () => mutations.removeOptions.mutateAsync({ shipping_options: [oid] }),
              removed,
            )
          }
        />
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={onClose}>
          {t('actions.close')}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
