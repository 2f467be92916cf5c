import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** "12 products", linking to the product list filtered to them; out of the grid's tab order. */
export function UsageLink({
  count,
  filter,
  id,
}: {
  count: number | undefined;
  filter: 'tags' | 'type_id';
  id: string;
}) {
  const { t } = useTranslation('catalog');
  if (count === undefined) return <span className="text-muted-foreground">…</span>;
  return (
    <Link
      to="/a/products"
      search={{ [filter]: [id] }}
      tabIndex={-1}
      className="text-primary hover:underline"
    >
      {t('usage.products', { count })}
    </Link>
  );
}
