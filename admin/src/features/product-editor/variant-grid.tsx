import { Button, Input } from '@commerce/ui';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WizardValues } from './wizard-values.ts';

export interface GridColumn {
  id: string;
  label: string;
}

export interface VariantGridProps {
  /** Names the table and its cells. */
  label: string;
  field: 'prices' | 'stock';
  columns: readonly GridColumn[];
  inputMode: 'decimal' | 'numeric';
}

/**
 * A value per kept variant and column (a price per currency or region, units per stock
 * location), with a first row whose values "Apply to all variants" copies down.
 */
export function VariantGrid({ label, field, columns, inputMode }: VariantGridProps) {
  const { t } = useTranslation('product-editor');
  const form = useFormContext<WizardValues>();
  const variants = useWatch({ control: form.control, name: 'variants' }) ?? [];
  const [all, setAll] = useState<Record<string, string>>({});

  const applyToAll = () => {
    variants.forEach((variant, index) => {
      if (variant.removed) return;
      for (const column of columns) {
        const value = all[column.id]?.trim();
        if (value) form.setValue(`variants.${index}.${field}.${column.id}`, value);
      }
    });
  };

  return (
    <div className="max-h-[32rem] overflow-auto rounded-md border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{label}</caption>
        <thead className="sticky top-0 z-10 bg-muted">
          <tr>
            <th className="p-2 text-start">{t('variants.title')}</th>
            {columns.map((column) => (
              <th key={column.id} className="p-2 text-start">
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr className="border-b border-border bg-muted/40">
            <th scope="row" className="p-2 text-start">
              <Button size="small" variant="secondary" onClick={applyToAll}>
                {t('grid.applyToAll')}
              </Button>
            </th>
            {columns.map((column) => (
              <td key={column.id} className="p-2">
                <Input
                  inputMode={inputMode}
                  aria-label={t('grid.allOf', { column: column.label })}
                  value={all[column.id] ?? ''}
                  onChange={(event) => {
                    const value = event.currentTarget.value;
                    setAll((current) => ({ ...current, [column.id]: value }));
                  }}
                />
              </td>
            ))}
          </tr>
          {variants.map((variant, index) =>
            variant.removed ? null : (
              <tr key={variant.key}>
                <th scope="row" className="p-2 text-start font-normal">
                  {variant.title}
                </th>
                {columns.map((column) => (
                  <td key={column.id} className="p-2">
                    <Input
                      {...form.register(`variants.${index}.${field}.${column.id}`)}
                      inputMode={inputMode}
                      aria-label={t('grid.cellOf', {
                        variant: variant.title,
                        column: column.label,
                      })}
                    />
                  </td>
                ))}
              </tr>
            ),
          )}
        </tbody>
      </table>
    </div>
  );
}
