import { adminGetPriceListQueryOptions } from '@commerce/client/admin/price-lists';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PriceListDetail } from '../../../features/pricing/price-list-detail.tsx';

/** `columns`: the currency and region columns of the price grid (`cur_eur`, `reg_{id}`). */
const validateSearch = (raw: Record<string, unknown>): { columns?: string[] } => {
  const list = (Array.isArray(raw.columns) ? raw.columns : [raw.columns]).filter(
    (item): item is string => typeof item === 'string' && item !== '',
  );
  return { columns: list.length ? list : undefined };
};

/** A price list: its terms and its prices, edited in the grid. */
export const Route = createFileRoute('/a/pricing/$id')({
  staticData: { record: 'priceList' },
  validateSearch,
  // The loader travels with the component, so none of this screen is in the first bundle.
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetPriceListQueryOptions(context.client, params)),
  component: PriceListRoute,
});

function PriceListRoute() {
  const { client } = Route.useRouteContext();
  const navigate = Route.useNavigate();
  const { data } = useSuspenseQuery(adminGetPriceListQueryOptions(client, Route.useParams()));
  return (
    <PriceListDetail
      list={data.price_list}
      columnIds={Route.useSearch().columns}
      onColumnsChange={(columns) =>
        void navigate({ search: { columns: columns.length ? columns : undefined }, replace: true })
      }
    />
  );
}
