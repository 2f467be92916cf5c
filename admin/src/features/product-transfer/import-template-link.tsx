import { useAdminGetStore } from '@commerce/client/admin/store';
import { productImportTemplate } from '@commerce/client/product-csv';
import { useTranslation } from 'react-i18next';

export const TEMPLATE_FILE_NAME = 'product-import-template.csv';

/**
 * A CSV to fill in for the product import: its header has every column the import
 * accepts, from the import's own list (`@commerce/client/product-csv`, which the server's
 * import reads), with one option and a price column per store currency. A `data:` link
 * rather than a blob: it needs no clean-up and is a plain link for the keyboard.
 */
export function ImportTemplateLink() {
  const { t } = useTranslation('product-transfer');
  const store = useAdminGetStore();
  const currencies = (store.data?.store.currencies ?? []).map((currency) => currency.code);
  const csv = productImportTemplate({ currencies });
  return (
    <p className="text-sm">
      <a
        href={`data:text/csv;charset=utf-8,${encodeURIComponent(csv)}`}
        download={TEMPLATE_FILE_NAME}
        className="font-medium underline underline-offset-2"
      >
        {t('import.template')}
      </a>{' '}
      <span className="text-muted-foreground">{t('import.templateHint')}</span>
    </p>
  );
}
