import {
  type AdminGetProductData,
  useAdminDeleteProductOption,
  useAdminUpdateProductOption,
} from '@commerce/client/admin/products';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { DetailSection } from './detail-section.tsx';
import { OptionDialog } from './option-dialog.tsx';
import { usedValues } from './option-values.ts';
import { useOptionChanges } from './use-option-changes.ts';

type Product = AdminGetProductData['product'];
type Option = NonNullable<Product['options']>[number];
type Editing = { mode: 'add' } | { mode: 'rename' | 'values' | 'delete'; option: Option };

/**
 * The options and their values: add an option with values, add values to one (making the
 * variants they complete), rename one, delete one.
 */
export function OptionsSection({ product }: { product: Product }) {
  const { t } = useTranslation('product-editor');
  const [editing, setEditing] = useState<Editing | null>(null);
  const changes = useOptionChanges(product);
  const options = product.options ?? [];
  const used = usedValues(product);
  const close = () => setEditing(null);
  return (
    <DetailSection title={t('sections.options')}>
      {options.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('optionList.none')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {options.map((option) => (
            <li key={option.id} className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0 text-sm">
                <span className="font-medium">{option.title}</span>
                <span className="text-muted-foreground">
                  {': '}
                  {(used.get(option.id) ?? []).join(', ') || t('detail.none')}
                </span>
              </div>
              <Allowed permission="products:write">
                <div className="flex flex-wrap gap-1">
                  <Button
                    size="small"
                    variant="secondary"
                    onClick={() => setEditing({ mode: 'values', option })}
                  >
                    {t('optionList.addValues', { title: option.title })}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setEditing({ mode: 'rename', option })}
                  >
                    {t('optionList.rename', { title: option.title })}
                  </Button>
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setEditing({ mode: 'delete', option })}
                  >
                    {t('optionList.delete', { title: option.title })}
                  </Button>
                </div>
              </Allowed>
            </li>
          ))}
        </ul>
      )}
      <Allowed permission="products:write">
        <Button
          size="small"
          variant="secondary"
          className="self-start"
          onClick={() => setEditing({ mode: 'add' })}
        >
          {t('options.add')}
        </Button>
      </Allowed>
      {editing?.mode === 'add' && (
        <OptionDialog
          mode="add"
          onSave={changes.addOption}
          onClose={close}
          progress={changes.progress}
          isPending={false}
        />
      )}
      {editing?.mode === 'values' && (
        <OptionDialog
          mode="values"
          optionTitle={editing.option.title}
          onSave={(_title, values) => changes.addValues(editing.option.id, values)}
          onClose={close}
          progress={changes.progress}
          isPending={false}
        />
      )}
      {editing?.mode === 'rename' && (
        <RenameOption productId={product.id} option={editing.option} onClose={close} />
      )}
      {editing?.mode === 'delete' && (
        <DeleteOption productId={product.id} option={editing.option} onClose={close} />
      )}
    </DetailSection>
  );
}

interface OptionActionProps {
  productId: string;
  option: Option;
  onClose: () => void;
}

function RenameOption({ productId, option, onClose }: OptionActionProps) {
  const { t, i18n } = useTranslation('product-editor');
  const rename = useAdminUpdateProductOption({ id: productId, option_id: option.id });
  const save = async (title: string) => {
    try {
      await rename.mutateAsync({ title });
    } catch (error) {
      return serverErrorMessage(error, i18n.t);
    }
    notify.success(t('detail.saved'));
    return undefined;
  };
  return (
    <OptionDialog
      mode="rename"
      optionTitle={option.title}
      onSave={save}
      onClose={onClose}
      progress={null}
      isPending={rename.isPending}
    />
  );
}

function DeleteOption({ productId, option, onClose }: OptionActionProps) {
  const { t, i18n } = useTranslation('product-editor');
  const remove = useAdminDeleteProductOption({ id: productId, option_id: option.id });
  const [failure, setFailure] = useState('');
  const confirm = async () => {
    try {
      await remove.mutateAsync();
    } catch (error) {
      setFailure(serverErrorMessage(error, i18n.t));
      return;
    }
    notify.success(t('optionList.deleted', { title: option.title }));
    onClose();
  };
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      onConfirm={() => void confirm()}
      isPending={remove.isPending}
      title={t('optionList.deleteTitle', { title: option.title })}
      description={t('optionList.deleteDescription')}
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
