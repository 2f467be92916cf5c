import { useMedusa } from '@commerce/client';
import { adminListProductsInfiniteQueryOptions } from '@commerce/client/admin/products';
import { useTranslation } from 'react-i18next';
import { PickManyDialog } from '../../lib/pick-many/pick-many-dialog.tsx';

export interface AddProductsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Products already in the list: shown checked and not offered again. */
  present: ReadonlySet<string>;
  onAdd: (productIds: string[]) => void;
}

/** Chooses products to price in the list: a search over the catalogue, results as checkboxes. */
export function AddProductsDialog({ open, onClose, present, onAdd }: AddProductsDialogProps) {
  const { t } = useTranslation('pricing');
  const { client } = useMedusa();

  return (
    <PickManyDialog
      open={open}
      onClose={onClose}
      title={t('products.addTitle')}
      description={t('products.addDescription')}
      searchLabel={t('products.search')}
      resultsLabel={t('products.results')}
      noResults={t('products.noResults')}
      searchFailed={t('products.searchFailed')}
      query={(q) =>
        adminListProductsInfiniteQueryOptions(client, {
          limit: 20,
          is_giftcard: false,
          ...(q ? { q } : {}),
        })
      }
      optionsOf={(page) =>
        page.products.map((product) => ({
          id: product.id,
          label: product.title,
          taken: present.has(product.id),
          detail: t('products.variants', { count: product.variants?.length ?? 0 }),
        }))
      }
      confirmLabel={(count) => t('products.add', { count })}
      onConfirm={onAdd}
    />
  );
}
