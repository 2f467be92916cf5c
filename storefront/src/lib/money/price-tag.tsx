import { useTranslation } from 'react-i18next';
import { type DisplayVariant, type PricingRegion, useMoney, variantPrice } from './use-money.ts';

interface PriceTagProps {
  variant: DisplayVariant;
  region: PricingRegion;
  /** "From €10" for a product whose variants differ in price. */
  from?: boolean;
  className?: string;
}

/**
 * A variant's price in the region's currency, with tax as the region says; a discounted
 * price shows the original struck through, each named for screen readers.
 */
export function PriceTag({ variant, region, from = false, className }: PriceTagProps) {
  const { t } = useTranslation();
  const { formatPrice } = useMoney();
  const { calculated, original, discounted } = variantPrice(variant, region);
  const current = formatPrice(calculated, region);
  return (
    <span className={className} data-testid="price">
      {discounted ? (
        <>
          <span className="sr-only">{t('price.sale')}</span>
          <span className="font-semibold text-danger">
            {from ? t('price.from', { price: current }) : current}
          </span>{' '}
          <span className="sr-only">{t('price.original')}</span>
          <s className="text-sm text-muted-foreground">{formatPrice(original, region)}</s>
        </>
      ) : (
        <span className="font-semibold">
          {from ? t('price.from', { price: current }) : current}
        </span>
      )}
    </span>
  );
}

/** How the region's prices treat tax, e.g. "Incl. 20% tax"; nothing for a tax-free region. */
export function TaxNote({ region, className }: { region: PricingRegion; className?: string }) {
  const { t } = useTranslation();
  const rate = region.tax_rate ?? 0;
  if (rate <= 0 && !region.includes_tax) return null;
  return <span className={className}>{t('price.inclTax', { rate })}</span>;
}

/** The cheapest variant (by calculated price), which a product card shows as "from". */
export function cheapestVariant<T extends DisplayVariant>(
  variants: readonly T[],
  region: PricingRegion,
): { variant: T; varies: boolean } | undefined {
  const priced = variants.map((variant) => ({
    variant,
    price: variantPrice(variant, region).calculated,
  }));
  const first = priced[0];
  if (!first) return undefined;
  const cheapest = priced.reduce((low, next) => (next.price < low.price ? next : low), first);
  return {
    variant: cheapest.variant,
    varies: priced.some((entry) => entry.price !== cheapest.price),
  };
}
