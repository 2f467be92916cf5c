import {
  type AdminGetProductData,
  useAdminDeleteProductVariant,
} from '@commerce/client/admin/products';
import { ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';

type Variant = NonNullable<AdminGetProductData['product']['variants']>[number];

export interface DeleteVariantProps {
  productId: string;
  variant: Variant;
  onClose: () => void;
}

/** Asks before deleting a variant; the server's refusal stays in the dialog. */
export function DeleteVariant({ productId, variant, onClose }: DeleteVariantProps) {
  const { t, i18n } = useTranslation('product-editor');
  const remove = useAdminDeleteProductVariant({ id: productId, variant_id: variant.id });
  const [failure, setFailure] = useState('');
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
      return;
    }
    notify.success(t('variantList.deleted', { title: variant.title }));
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      isPending={remove.isPending}
      title={t('variantList.deleteTitle', { title: variant.title })}
      description={t('variantList.deleteDescription')}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
    >
      {failure && (
        <p role="alert" className="text-sm text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
}
