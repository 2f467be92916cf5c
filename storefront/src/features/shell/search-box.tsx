import { LiteButton, LiteInput } from '@commerce/ui/lite';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';

/** Free-text search over the catalogue: it opens the product listing with `?q=`. */
export function SearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  // The listing's own query, when it is open, so the box shows what was searched.
  const current = useSearch({ strict: false }) as { q?: unknown };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    void navigate({ to: '/products', search: q ? { q } : {} });
  };
  return (
    <search className="min-w-48 flex-1">
      <form action="/products" method="get" onSubmit={submit} className="flex gap-2">
        <label htmlFor={id} className="sr-only">
          {t('search.label')}
        </label>
        <LiteInput
          id={id}
          key={typeof current.q === 'string' ? current.q : ''}
          name="q"
          type="search"
          defaultValue={typeof current.q === 'string' ? current.q : ''}
          placeholder={t('search.placeholder')}
          size="small"
        />
        <LiteButton type="submit" variant="secondary" size="small">
          {t('search.submit')}
        </LiteButton>
      </form>
    </search>
  );
}
