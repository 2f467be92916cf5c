import { useTranslation } from 'react-i18next';
import { type CatalogVariant, catalogTaxNote, unitPrice } from './tax-display.ts';
import { type PricingRegion, useMoney } from './use-money.ts';

interface PriceTagProps {
  variant: CatalogVariant;
  region: PricingRegion;
  /** "From €10" for a product whose variants differ in price. */
  from?: boolean;
  className?: string;
}

/**
 * A variant's unit price in the region's currency under the tax display rule (net in a net
 * region, gross in a tax-inclusive one: what the cart shows for one unit); a sale shows the
 * original struck through under the same rule, each named for screen readers.
 */
export function PriceTag({ variant, region, from = false, className }: PriceTagProps) {
  const { t } = useTranslation();
  const { formatTotal } = useMoney();
  const { current, original, discounted } = unitPrice(variant, region);
  const shown = formatTotal(current, region);
  return (
    <span className={className} data-testid="price">
      {discounted ? (
        <>
          <span className="sr-only">{t('price.sale')}</span>
          <span className="font-semibold text-danger">
            {from ? t('price.from', { price: shown }) : shown}
          </span>{' '}
          <span className="sr-only">{t('price.original')}</span>
          <s className="text-sm text-muted-foreground">{formatTotal(original, region)}</s>
        </>
      ) : (
        <span className="font-semibold">{from ? t('price.from', { price: shown }) : shown}</span>
      )}
    </span>
  );
}

/**
 * Beside a large price, whether tax is in it: "Incl. 20% tax" in a tax-inclusive region,
 * "Excl. 20% tax" in a net one (the cart adds it on a Tax row); nothing without a tax rate.
 */
export function TaxNote({ region, className }: { region: PricingRegion; className?: string }) {
  const { t } = useTranslation();
  const note = catalogTaxNote(region);
  if (!note) return null;
  const rate = region.tax_rate ?? 0;
  return (
    <span className={className} data-testid="tax-note">
      {note === 'incl' ? t('price.inclTax', { rate }) : t('price.exclTax', { rate })}
    </span>
  );
}

/** The cheapest variant (by the price shown), which a product card shows as "from". */
export function cheapestVariant<T extends CatalogVariant>(
  variants: readonly T[],
  region: PricingRegion,
): { variant: T; varies: boolean } | undefined {
  const priced = variants.map((variant) => ({
    variant,
    price: unitPrice(variant, region).current,
  }));
  const first = priced[0];
  if (!first) return undefined;
  const cheapest = priced.reduce((low, next) => (next.price < low.price ? next : low), first);
  return {
    variant: cheapest.variant,
    varies: priced.some((entry) => entry.price !== cheapest.price),
  };
}
