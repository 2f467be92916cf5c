import { createFileRoute, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ProductWizard } from '../../../features/product-editor/product-wizard.tsx';
import { Allowed, ReadOnlyNotice } from '../../../lib/permissions/read-only-notice.tsx';

export const Route = createFileRoute('/a/products/new')({
  component: NewProductPage,
});

function NewProductPage() {
  const { t } = useTranslation('product-editor');
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <Link to="/a/products" className="text-sm text-primary hover:underline">
        {t('detail.back')}
      </Link>
      <h1 className="text-2xl font-semibold">{t('wizard.title')}</h1>
      {/* A direct link still opens the page: a read-only role reads why there is no form. */}
      <ReadOnlyNotice permission="products:write" />
      <Allowed permission="products:write">
        <ProductWizard />
      </Allowed>
    </div>
  );
}
