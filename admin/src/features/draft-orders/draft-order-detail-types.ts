import type { AdminGetDraftOrderData } from '@commerce/client/admin/draft-orders';

export type DraftOrderDetailData = AdminGetDraftOrderData['draft_order'];
export type DraftCart = NonNullable<DraftOrderDetailData['cart']>;
export type DraftLine = NonNullable<DraftCart['items']>[number];
