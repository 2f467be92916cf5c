import { ProgressBar } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { type Discount, discountValueText } from './discount-format.ts';

/** The discount's terms and its usage (how many orders used it, against its limit). */
export function DiscountSummary({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const rule = discount.rule;
  const limit = discount.usage_limit;
  const rows: [string, string][] = [
    [t('fields.type'), rule ? t(`types.${rule.type}`) : '—'],
    [t('fields.value'), discountValueText(discount, t, i18n.language)],
    ...(rule && rule.type !== 'free_shipping' && rule.allocation
      ? ([[t('fields.allocation'), t(`allocations.${rule.allocation}`)]] as [string, string][])
      : []),
    // A generated code's regions are its parent's; a parent's have their own section.
    ...(discount.parent_discount_id
      ? ([
          [t('fields.regions'), discount.regions?.map((region) => region.name).join(', ') || '—'],
        ] as [string, string][])
      : []),
    [t('fields.startsAt'), dates.format(new Date(discount.starts_at))],
    [t('fields.endsAt'), discount.ends_at ? dates.format(new Date(discount.ends_at)) : t('noEnd')],
    ...(discount.valid_duration
      ? ([[t('fields.validDuration'), discount.valid_duration]] as [string, string][])
      : []),
  ];
  return (
    <div className="grid gap-6 md:grid-cols-[2fr_1fr]">
      <section aria-labelledby="discount-terms" className="flex flex-col gap-3">
        <h2 id="discount-terms" className="text-lg font-semibold">
          {t('sections.terms')}
        </h2>
        <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="discount-usage" className="flex flex-col gap-3">
        <h2 id="discount-usage" className="text-lg font-semibold">
          {t('sections.usage')}
        </h2>
        <p className="text-sm">
          {limit === null
            ? t('usage.unlimited', { count: discount.usage_count })
            : t('usage.limited', { count: discount.usage_count, limit })}
        </p>
        {limit !== null && (
          <ProgressBar value={(discount.usage_count / limit) * 100} label={t('sections.usage')} />
        )}
      </section>
    </div>
  );
}
