import {
  adminRemoveProductCategoryProductsInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import {
  adminRemoveProductCategoryProducts,
  useAdminAddProductCategoryProducts,
  useAdminGetProductCategory,
} from '@commerce/client/admin/product-categories';
import {
  Button,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  notify,
} from '@commerce/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MemberProducts } from '../../lib/catalog/member-products.tsx';
import { ResourcePicker } from '../../lib/catalog/resource-picker.tsx';
import type { ResourceOption } from '../../lib/catalog/resource-search.ts';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { ListSearch } from '../../lib/lists/list-search.ts';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import type { Category } from './category-tree.ts';

/**
 * A category's products: the ones in it (the list pattern, with bulk removal) and a search
 * to add more. The list's search stays in the dialog, not the tree's URL.
 */
export function CategoryProductsDialog({
  category,
  onClose,
}: {
  category: Category;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('catalog');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<ListSearch>({});
  const [chosen, setChosen] = useState<ResourceOption[]>([]);
  const loaded = useAdminGetProductCategory({ id: category.id });
  const add = useAdminAddProductCategoryProducts({ id: category.id });
  const name = loaded.data?.product_category.name ?? category.name;

  const addChosen = async () => {
    try {
      await add.mutateAsync({ product_ids: chosen.map(({ id }) => ({ id })) });
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
      return;
    }
    notify.success(t('categories.productsAdded', { name }));
    setChosen([]);
  };
  const removeProducts = async (ids: string[]) => {
    const params = { id: category.id };
    await adminRemoveProductCategoryProducts(client, params, {
      product_ids: ids.map((id) => ({ id })),
    });
    await invalidateAfter(
      queryClient,
      adminRemoveProductCategoryProductsInvalidation,
      params,
      undefined,
    );
  };

  return (
    <Modal open onClose={onClose} size="large">
      <ModalHeader>
        <ModalTitle>{t('categories.productsTitle', { name })}</ModalTitle>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-6">
        <Allowed permission="products:write">
          <section aria-label={t('categories.addProducts')} className="flex flex-col gap-3">
            <ResourcePicker type="products" chosen={chosen} onChange={setChosen} />
            <Button
              className="self-start"
              disabled={chosen.length === 0}
              isLoading={add.isPending}
              onClick={() => void addChosen()}
            >
              {t('categories.addProducts')}
            </Button>
          </section>
        </Allowed>
        <MemberProducts
          listId="category-products"
          filter={{ category_id: [category.id] }}
          search={search}
          onSearchChange={setSearch}
          removeProducts={removeProducts}
          removePermission="products:write"
          text={{
            label: t('categories.products'),
            searchLabel: t('categories.searchProducts'),
            actionsLabel: t('collections.productActions'),
            remove: t('categories.removeProducts'),
            removed: () => t('categories.productsRemoved'),
            removeFailed: (count) => t('collections.removeFailed', { count }),
            emptyTitle: t('categories.noProductsTitle'),
            emptyDescription: t('categories.noProducts'),
          }}
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
