import { adminGetOrderQueryOptions } from '@commerce/client/admin';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { RecordPage } from '../../../features/shell/section-page.tsx';

/** Where the command palette's order results lead until the order screen is built. */
export const Route = createFileRoute('/a/orders/$id')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(adminGetOrderQueryOptions(context.client, params)),
  component: OrderRoute,
});

function OrderRoute() {
  const { t } = useTranslation();
  const { client } = Route.useRouteContext();
  const { data } = useSuspenseQuery(adminGetOrderQueryOptions(client, Route.useParams()));
  return <RecordPage title={t('records.order', { number: data.order.display_id })} />;
}
