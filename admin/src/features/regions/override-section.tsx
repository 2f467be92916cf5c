import { Button, Input, Label } from '@commerce/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RemovableChip } from './removable-chip.tsx';

export interface OverrideItem {
  id: string;
  label: string;
}

export interface OverrideSectionProps {
  title: string;
  /** What the rate already applies to. */
  items: readonly OverrideItem[];
  /** What may be added, matching the search text. */
  candidates: readonly OverrideItem[];
  search: string;
  onSearch: (text: string) => void;
  onAdd: (id: string) => void;
  onRemove: (id: string) => void;
  isPending: boolean;
  /** False when the role cannot read the candidates: no search is offered. */
  searchable?: boolean;
}

/** One kind of thing a tax rate overrides: the chosen ones, removable, and a search to add. */
export function OverrideSection(props: OverrideSectionProps) {
  const { title, items, candidates, search, onSearch, onAdd, onRemove, isPending } = props;
  const searchable = props.searchable ?? true;
  const { t } = useTranslation('regions');
  const headingId = useId();
  const searchId = useId();
  const chosen = new Set(items.map((item) => item.id));
  const addable = candidates.filter((c) => !chosen.has(c.id)).slice(0, 8);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-medium">
        {title}
      </h3>
      {items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('overrides.none')}</p>
      ) : (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <RemovableChip
              key={item.id}
              label={item.label}
              removeLabel={t('overrides.remove', { name: item.label })}
              isPending={isPending}
              onRemove={() => onRemove(item.id)}
            />
          ))}
        </ul>
      )}
      {searchable && (
        <>
          <Label htmlFor={searchId} className="sr-only">
            {t('overrides.search', { kind: title })}
          </Label>
          <Input
            id={searchId}
            type="search"
            size="small"
            value={search}
            placeholder={t('overrides.search', { kind: title })}
            onChange={(event) => onSearch(event.target.value)}
          />
        </>
      )}
      {addable.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {addable.map((candidate) => (
            <li key={candidate.id}>
              <Button
                size="small"
                variant="secondary"
                aria-label={t('overrides.add', { name: candidate.label })}
                onClick={() => onAdd(candidate.id)}
              >
                + {candidate.label}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
