import { adminGetGiftCardQueryOptions } from '@commerce/client/admin/gift-cards';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { GiftCardDetail } from '../../../features/gift-cards/gift-card-detail.tsx';

/** A gift card: its code, balance and terms. */
export const Route = createFileRoute('/a/gift-cards/$id')({
  staticData: { record: 'giftCard' },
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetGiftCardQueryOptions(context.client, params)),
  component: GiftCardRoute,
});

function GiftCardRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetGiftCardQueryOptions(client, Route.useParams()));
  return <GiftCardDetail card={data.gift_card} />;
}
