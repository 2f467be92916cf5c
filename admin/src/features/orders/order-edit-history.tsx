import {
  type AdminListOrderEditsData,
  useAdminListOrderEdits,
} from '@commerce/client/admin/order-edits';
import { useAdminListUsers } from '@commerce/client/admin/users';
import { Button } from '@commerce/ui';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { displayNameOf } from '../../lib/people/display-name.ts';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { EditNoteDialog } from './edit-note-dialog.tsx';
import { AfterSalesBadge } from './order-status-badge.tsx';

type Edit = AdminListOrderEditsData['order_edits'][number];

/** Who ended the edit, by its status: the one who confirmed, declined or canceled it. */
/** The edits oldest first, whatever order the backend answered in. */
const oldestFirst = (edits: readonly Edit[]) =>
  [...edits].sort((a, b) => Date.parse(a.created_at) - Date.parse(b.created_at));

const closing = (edit: Edit) =>
  ({
    confirmed: [edit.confirmed_by, edit.confirmed_at],
    declined: [edit.declined_by, edit.declined_at],
    canceled: [edit.canceled_by, edit.canceled_at],
    requested: [edit.requested_by, edit.requested_at],
  })[edit.status as string] as [string | null | undefined, string | null | undefined] | undefined;

/**
 * Every edit of the order as the server lists them (`GET /admin/order-edits?order_id=`): its
 * status, who started and who ended it, when, and its internal note, which staff can change.
 */
export function OrderEditHistory({ orderId }: { orderId: string }) {
  const { t, i18n } = useTranslation('orders');
  // One order id and no `order`, as Medusa v1 takes them; the oldest edit first, sorted here.
  const edits = useAdminListOrderEdits({ order_id: orderId, limit: 100 });
  // Names come from the team list, which takes `team:read`; without it a staff member is
  // named generically rather than the list asked for and refused (issue 21).
  const canReadTeam = usePermissions().can('team:read');
  const users = useAdminListUsers({ limit: 100 }, { enabled: canReadTeam });
  const [noting, setNoting] = useState<{ edit: Edit; name: string }>();
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const who = (id: string | null | undefined) => {
    if (id?.startsWith('cus_')) return t('editHistory.customer');
    if (!canReadTeam) return t('editHistory.teamMember');
    const user = users.data?.users.find((u) => u.id === id);
    return user ? displayNameOf(user) : t('editHistory.unknownUser');
  };

  let body: ReactNode;
  if (edits.isPending) body = <p className="text-sm text-muted-foreground">{t('loading')}</p>;
  else if (edits.isError)
    body = (
      <p role="alert" className="text-sm text-danger">
        {t('loadFailed')}
      </p>
    );
  else if (edits.data.order_edits.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('editHistory.none')}</p>;
  else
    body = (
      <ol className="flex flex-col gap-2 text-sm">
        {oldestFirst(edits.data.order_edits).map((edit, index) => {
          const name = t('edits.name', {
            number: index + 1,
            date: dates.format(new Date(edit.created_at)),
          });
          const [closer, closedAt] = closing(edit) ?? [];
          return (
            <li
              key={edit.id}
              aria-label={name}
              className="flex flex-col gap-1 border-b border-border pb-2"
            >
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium">{name}</span>
                <AfterSalesBadge state={edit.status} />
              </div>
              <p className="text-muted-foreground">
                {t('editHistory.started', {
                  who: who(edit.created_by),
                  date: dates.format(new Date(edit.created_at)),
                })}
                {closedAt &&
                  ` · ${t(`editHistory.closed.${edit.status as 'confirmed'}`, {
                    who: who(closer),
                    date: dates.format(new Date(closedAt)),
                  })}`}
              </p>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span>{edit.internal_note || t('editHistory.noNote')}</span>
                <Allowed permission="orders:write">
                  <Button
                    size="small"
                    variant="ghost"
                    onClick={() => setNoting({ edit, name })}
                    aria-label={t('named', { action: t('editNote.button'), name })}
                  >
                    {t('editNote.button')}
                  </Button>
                </Allowed>
              </div>
            </li>
          );
        })}
      </ol>
    );

  return (
    <section aria-labelledby="order-edit-history" className="flex flex-col gap-2">
      <h3 id="order-edit-history" className="text-sm font-semibold">
        {t('editHistory.title')}
      </h3>
      {body}
      {noting && (
        <EditNoteDialog
          edit={noting.edit}
          name={noting.name}
          onClose={() => setNoting(undefined)}
        />
      )}
    </section>
  );
}
