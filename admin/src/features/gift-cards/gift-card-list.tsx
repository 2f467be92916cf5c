import { useMedusa } from '@commerce/client';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FilterMenu } from '../../lib/lists/filter-menu.tsx';
import { changeSearch } from '../../lib/lists/list-state.ts';
import { ListView, type SearchChange } from '../../lib/lists/list-view.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { useRegions } from '../../lib/regions/use-regions.ts';
import { giftCardColumns } from './gift-card-columns.tsx';
import { giftCardListQueryOptions, type ListedGiftCard } from './gift-card-list-query.ts';
import type { GiftCardListSearch } from './gift-card-list-search.ts';

export interface GiftCardListProps {
  search: GiftCardListSearch;
  onSearchChange: SearchChange<GiftCardListSearch>;
}

const cardId = (card: ListedGiftCard) => card.id;
const cardName = (card: ListedGiftCard) => card.code;

/** `/a/gift-cards`: the issued gift cards, searchable by code, filtered by state and region. */
export function GiftCardList({ search, onSearchChange }: GiftCardListProps) {
  const { t, i18n } = useTranslation('gift-cards');
  const { client } = useMedusa();
  const navigate = useNavigate();
  const query = useQuery(giftCardListQueryOptions(client, search));
  const regions = useRegions();
  const canReadRegions = usePermissions().can('regions:read');
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const filter = (name: keyof GiftCardListSearch) => (values: string[]) =>
    onSearchChange(changeSearch(search, { [name]: values }));

  return (
    <ListView
      listId="gift-cards"
      label={t('list.title')}
      searchLabel={t('list.search')}
      search={search}
      onSearchChange={onSearchChange}
      query={query}
      columns={giftCardColumns(t, i18n.language, (iso) => dates.format(new Date(iso)))}
      getRowId={cardId}
      rowName={cardName}
      onOpenRow={(card) => void navigate({ to: '/a/gift-cards/$id', params: { id: card.id } })}
      filters={
        <>
          <FilterMenu
            label={t('fields.status')}
            options={[
              { value: 'false', label: t('list.enabled') },
              { value: 'true', label: t('states.disabled') },
            ]}
            selected={search.is_disabled}
            onChange={filter('is_disabled')}
          />
          {canReadRegions && (
            <FilterMenu
              label={t('fields.region')}
              options={(regions ?? []).map((region) => ({ value: region.id, label: region.name }))}
              selected={search.region_id}
              onChange={filter('region_id')}
              state={regions ? 'ready' : 'loading'}
            />
          )}
        </>
      }
      emptyTitle={t('list.emptyTitle')}
      emptyDescription={t('list.emptyDescription')}
    />
  );
}
