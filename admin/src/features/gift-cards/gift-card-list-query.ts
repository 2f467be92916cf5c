import type { Client } from '@commerce/client';
import {
  type AdminListGiftCardsData,
  type AdminListGiftCardsParams,
  adminListGiftCardsQueryOptions,
} from '@commerce/client/admin/gift-cards';
import { keepPreviousData } from '@tanstack/react-query';
import { pageParams } from '../../lib/lists/list-state.ts';
import type { GiftCardListSearch } from './gift-card-list-search.ts';

export type ListedGiftCard = AdminListGiftCardsData['gift_cards'][number];

/** The `GET /admin/gift-cards` query for the list's URL; both states (or none) narrow nothing. */
export function giftCardListParams(search: GiftCardListSearch): AdminListGiftCardsParams {
  const disabled = search.is_disabled?.length === 1 ? search.is_disabled[0] === 'true' : undefined;
  return {
    ...pageParams(search),
    ...(disabled === undefined ? {} : { is_disabled: disabled }),
    ...(search.region_id?.length ? { region_id: search.region_id } : {}),
  };
}

/** The list's query; the previous rows stay (marked busy) while the next page loads. */
export function giftCardListQueryOptions(client: Client, search: GiftCardListSearch) {
  return {
    ...adminListGiftCardsQueryOptions(client, giftCardListParams(search)),
    placeholderData: keepPreviousData,
    select: (data: AdminListGiftCardsData) => ({ rows: data.gift_cards, count: data.count }),
  };
}
