import { languageOf } from '@commerce/client/i18n';
import { NativeSelect, type NativeSelectOption } from '@commerce/ui/lite';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../lib/address/country-name.ts';
import { choiceValue, parseChoiceValue, type StoreRegion } from '../../lib/region/region-choice.ts';
import { useRegion } from '../../lib/region/region-context.tsx';

/**
 * One option per country of each region (a region without countries is an option itself),
 * the country named in the shopper's language, else as the server names it.
 */
function regionOptions(
  regions: readonly StoreRegion[],
  label: (name: string, currency: string) => string,
  locale: string,
): NativeSelectOption[] {
  return regions.flatMap((region) => {
    const currency = region.currency_code.toUpperCase();
    const countries = region.countries ?? [];
    if (countries.length === 0) {
      return [{ value: choiceValue({ regionId: region.id }), label: label(region.name, currency) }];
    }
    return countries.map((country) => ({
      value: choiceValue({ regionId: region.id, countryCode: country.iso_2 }),
      label: label(countryName(country.iso_2, locale, country.display_name), currency),
    }));
  });
}

/**
 * Picks the country (and so the region, its currency and taxes) the shopper buys in. The
 * choice is remembered and moves the cart (lib/cart/use-cart-region-sync.ts).
 */
export function RegionPicker() {
  const { t, i18n } = useTranslation();
  const { regions, region, countryCode, choose, isError } = useRegion();
  if (isError) return null;
  if (!regions || !region) {
    return (
      // As wide as the picker, so the header does not move when it comes.
      <span className="w-48 text-sm text-muted-foreground" aria-busy="true">
        {t('region.loading')}
      </span>
    );
  }
  const options = regionOptions(
    regions,
    (name, currency) => t('region.option', { name, currency }),
    languageOf(i18n.language).htmlLang,
  );
  const current =
    countryCode !== undefined
      ? choiceValue({ regionId: region.id, countryCode })
      : (options.find((option) => option.value.startsWith(`${region.id}`))?.value ?? '');
  return (
    <div className="w-48">
      <NativeSelect
        aria-label={t('region.label')}
        size="small"
        options={options}
        value={current}
        onValueChange={(value) => choose(parseChoiceValue(value))}
      />
    </div>
  );
}
