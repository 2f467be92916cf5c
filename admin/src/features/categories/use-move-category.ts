import {
  adminUpdateProductCategoryInvalidation,
  invalidateAfter,
  useMedusa,
} from '@commerce/client';
import { adminUpdateProductCategory } from '@commerce/client/admin/product-categories';
import { notify } from '@commerce/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import type { Placement } from './category-tree.ts';

/**
 * Moves a category (`POST /admin/product-categories/{id}` with a parent and rank); the
 * server re-ranks the old and new siblings. The hook is per screen, not per category, so
 * the id travels with each move. A refusal (a category moved under itself) is shown.
 */
export function useMoveCategory(onMoved: (name: string) => void) {
  const { t, i18n } = useTranslation('catalog');
  const { client } = useMedusa();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, placement }: { id: string; name: string; placement: Placement }) =>
      adminUpdateProductCategory(client, { id }, placement),
    onSuccess: async (data, { id, name }) => {
      await invalidateAfter(queryClient, adminUpdateProductCategoryInvalidation, { id }, data);
      onMoved(name);
    },
    onError: (error) =>
      notify.error(t('categories.moveFailed'), {
        description: serverErrorMessage(error, i18n.t),
      }),
  });
}
