import { Button, Checkbox, Input } from '@commerce/ui';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_DEBOUNCE_MS } from '../lists/search-field.tsx';
import { type ResourceOption, type ResourceType, useResourceSearch } from './resource-search.ts';

export interface ResourcePickerProps {
  type: ResourceType;
  chosen: ResourceOption[];
  onChange: (chosen: ResourceOption[]) => void;
}

/**
 * Chooses resources of one type (products, tags, groups…): a search box over the type's
 * list endpoint, the results as checkboxes, and the chosen ones with a remove button each.
 * Used by discount conditions and a category's products.
 */
export function ResourcePicker({ type, chosen, onChange }: ResourcePickerProps) {
  const { t } = useTranslation('lists');
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useResourceSearch(type, q, true);
  const isChosen = (option: ResourceOption) => chosen.some((item) => item.id === option.id);
  const toggle = (option: ResourceOption, on: boolean) =>
    onChange(on ? [...chosen, option] : chosen.filter((item) => item.id !== option.id));
  const typeName = t(`resourcePicker.types.${type}`);

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-chosen`} className="text-sm font-medium">
          {t('resourcePicker.chosen', { type: typeName })}
        </h3>
        {chosen.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('resourcePicker.noneChosen')}</p>
        ) : (
          <ul aria-labelledby={`${id}-chosen`} className="flex flex-wrap gap-2">
            {chosen.map((item) => (
              <li
                key={item.id}
                className="flex items-center gap-1 rounded-md border border-border px-2 py-0.5 text-sm"
              >
                {item.label}
                <Button
                  size="small"
                  variant="ghost"
                  aria-label={t('resourcePicker.remove', { name: item.label })}
                  onClick={() => toggle(item, false)}
                >
                  ×
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <Input
        type="search"
        aria-label={t('resourcePicker.search', { type: typeName })}
        placeholder={t('resourcePicker.search', { type: typeName })}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <ul
        aria-label={t('resourcePicker.results')}
        aria-busy={results.isFetching || undefined}
        className="flex max-h-64 flex-col gap-1 overflow-y-auto"
      >
        {results.isPending && (
          <li className="text-sm text-muted-foreground">{t('resourcePicker.loading')}</li>
        )}
        {results.isError && (
          <li role="alert" className="text-sm text-danger">
            {t('resourcePicker.searchFailed')}
          </li>
        )}
        {results.data?.length === 0 && (
          <li className="text-sm text-muted-foreground">{t('resourcePicker.noResults')}</li>
        )}
        {results.data?.map((option) => (
          <li key={option.id}>
            {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label. */}
            <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
              <Checkbox checked={isChosen(option)} onCheckedChange={(on) => toggle(option, on)} />
              <span className="min-w-0 flex-1 truncate">{option.label}</span>
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
