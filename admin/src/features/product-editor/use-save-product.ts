import {
  type AdminUpdateProductBody,
  useAdminUpdateProduct,
} from '@commerce/client/admin/products';
import { notify } from '@commerce/ui';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SERVER_ERROR, serverErrorMessage } from '../../lib/forms/server-error.ts';

/**
 * Saves part of a product from a section's dialog: the server's refusal goes onto the form
 * (the dialog stays open with what was typed), success closes it.
 */
export function useSaveProduct(id: string) {
  const { t, i18n } = useTranslation('product-editor');
  const update = useAdminUpdateProduct({ id });
  const save = async <T extends FieldValues>(
    form: UseFormReturn<T> | undefined,
    body: AdminUpdateProductBody,
    close: () => void,
  ) => {
    try {
      await update.mutateAsync(body);
    } catch (error) {
      const message = serverErrorMessage(error, i18n.t);
      if (form) form.setError(SERVER_ERROR as never, { message });
      else notify.error(message);
      return;
    }
    notify.success(t('detail.saved'));
    close();
  };
  return { save, isPending: update.isPending };
}
