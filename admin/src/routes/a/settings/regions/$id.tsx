import { adminGetRegionQueryOptions } from '@commerce/client/admin/regions';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { BackToSettings } from '../../../../features/extensions/index.ts';
import { RegionDetail } from '../../../../features/regions/region-detail.tsx';

/** A region: its settings, countries, providers and shipping options. */
export const Route = createFileRoute('/a/settings/regions/$id')({
  staticData: { record: 'region' },
  codeSplitGroupings: [['loader', 'component']],
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetRegionQueryOptions(context.client, params)),
  component: RegionRoute,
});

function RegionRoute() {
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetRegionQueryOptions(client, Route.useParams()));
  return (
    <div className="flex flex-col gap-4">
      <div className="mx-auto w-full max-w-4xl">
        <BackToSettings />
      </div>
      <RegionDetail region={data.region} />
    </div>
  );
}
