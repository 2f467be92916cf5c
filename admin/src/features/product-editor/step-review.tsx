import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { keptVariants } from './create-body.ts';
import { splitValues } from './variant-matrix.ts';
import type { WizardValues } from './wizard-values.ts';

/** Step 7: what will be created, before creating it. */
export function StepReview() {
  const { t } = useTranslation(['product-editor', 'products']);
  const values = useFormContext<WizardValues>().getValues();
  const priced = keptVariants(values).filter((variant) =>
    Object.values(variant.prices).some((amount) => amount.trim() !== ''),
  ).length;
  const rows: [string, string][] = [
    [t('fields.title'), values.title],
    [t('fields.handle'), values.handle || t('review.fromTitle')],
    [t('fields.status'), t(`products:status.${values.status}`)],
    [t('fields.tags'), splitValues(values.tags).join(', ') || '—'],
    [
      t('review.options'),
      values.options.map((o) => `${o.title}: ${splitValues(o.values).join(', ')}`).join('; ') ||
        '—',
    ],
    [t('review.variants'), String(keptVariants(values).length)],
    [t('review.priced'), String(priced)],
    [t('review.images'), String(values.images.length)],
  ];
  return (
    <dl className="grid max-w-2xl grid-cols-[max-content_1fr] gap-x-6 gap-y-2 text-sm">
      {rows.map(([term, detail]) => (
        <div key={term} className="contents">
          <dt className="text-muted-foreground">{term}</dt>
          <dd className="break-words">{detail}</dd>
        </div>
      ))}
    </dl>
  );
}
