import { useMedusa } from '@commerce/client';
import {
  type AdminListDiscountsData,
  adminListDiscountsQueryOptions,
  useAdminDeleteDiscountDynamicCode,
} from '@commerce/client/admin/discounts';
import { Button, ConfirmDialog, notify } from '@commerce/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { type Discount, usageText } from './discount-format.ts';
import { DynamicCodeDialog } from './dynamic-code-dialog.tsx';

type Code = AdminListDiscountsData['discounts'][number];
const PAGE = 50;

/** A dynamic discount's generated codes (`GET /admin/discounts?parent_discount_id=`): list, create, delete. */
export function DynamicCodes({ discount }: { discount: Discount }) {
  const { t, i18n } = useTranslation('discounts');
  const { client } = useMedusa();
  const [offset, setOffset] = useState(0);
  const [creating, setCreating] = useState(false);
  const codes = useQuery({
    ...adminListDiscountsQueryOptions(client, {
      parent_discount_id: discount.id,
      limit: PAGE,
      offset,
      order: '-created_at',
    }),
    placeholderData: keepPreviousData,
  });
  const dates = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const count = codes.data?.count ?? 0;

  return (
    <section aria-labelledby="discount-codes" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="discount-codes" className="text-lg font-semibold">
          {t('sections.codes')}
        </h2>
        <Allowed permission="discounts:write">
          <Button size="small" onClick={() => setCreating(true)}>
            {t('codes.create')}
          </Button>
        </Allowed>
      </div>
      {codes.isPending && <p className="text-sm text-muted-foreground">{t('states.loading')}</p>}
      {codes.isError && (
        <div role="alert" className="flex items-center gap-3 text-sm text-danger">
          {serverErrorMessage(codes.error, i18n.t)}
          <Button size="small" variant="secondary" onClick={() => void codes.refetch()}>
            {t('actions.retry')}
          </Button>
        </div>
      )}
      {codes.data?.discounts.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('codes.empty')}</p>
      )}
      {codes.data && codes.data.discounts.length > 0 && (
        <table className="w-full text-sm" aria-busy={codes.isPlaceholderData || undefined}>
          <caption className="sr-only">{t('sections.codes')}</caption>
          <thead className="text-start text-muted-foreground">
            <tr>
              <th scope="col" className="py-1 text-start font-normal">
                {t('fields.code')}
              </th>
              <th scope="col" className="py-1 text-start font-normal">
                {t('fields.usage')}
              </th>
              <th scope="col" className="py-1 text-start font-normal">
                {t('fields.endsAt')}
              </th>
              <th scope="col" className="py-1 text-end font-normal">
                <span className="sr-only">{t('codes.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {codes.data.discounts.map((code) => (
              <CodeRow
                key={code.id}
                parentId={discount.id}
                code={code}
                endsAt={code.ends_at ? dates.format(new Date(code.ends_at)) : t('noEnd')}
              />
            ))}
          </tbody>
        </table>
      )}
      {count > PAGE && (
        <div className="flex items-center gap-2 text-sm">
          <Button
            size="small"
            variant="secondary"
            disabled={offset === 0}
            onClick={() => setOffset(offset - PAGE)}
          >
            {t('codes.previous')}
          </Button>
          <span>
            {t('codes.range', { from: offset + 1, to: Math.min(offset + PAGE, count), count })}
          </span>
          <Button
            size="small"
            variant="secondary"
            disabled={offset + PAGE >= count}
            onClick={() => setOffset(offset + PAGE)}
          >
            {t('codes.next')}
          </Button>
        </div>
      )}
      <DynamicCodeDialog
        open={creating}
        onClose={() => setCreating(false)}
        discountId={discount.id}
      />
    </section>
  );
}

function CodeRow({ parentId, code, endsAt }: { parentId: string; code: Code; endsAt: string }) {
  const { t, i18n } = useTranslation('discounts');
  const [confirming, setConfirming] = useState(false);
  const remove = useAdminDeleteDiscountDynamicCode({ id: parentId, code: code.code });
  const confirmDelete = async () => {
    try {
      await remove.mutateAsync();
      notify.success(t('codes.deleted', { code: code.code }));
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
    setConfirming(false);
  };
  return (
    <tr className="border-t border-border">
      <td className="py-1.5 font-mono">
        <Link to="/a/discounts/$id" params={{ id: code.id }} className="hover:underline">
          {code.code}
        </Link>
      </td>
      <td className="py-1.5">{usageText(code)}</td>
      <td className="py-1.5">{endsAt}</td>
      <td className="py-1.5 text-end">
        <Allowed permission="discounts:write">
          <Button
            size="small"
            variant="ghost"
            aria-label={t('codes.deleteNamed', { code: code.code })}
            onClick={() => setConfirming(true)}
          >
            {t('actions.delete')}
          </Button>
        </Allowed>
        <ConfirmDialog
          open={confirming}
          onClose={() => setConfirming(false)}
          onConfirm={() => void confirmDelete()}
          isPending={remove.isPending}
          title={t('codes.deleteTitle', { code: code.code })}
          description={t('codes.deleteDescription')}
          confirmLabel={t('actions.delete')}
          cancelLabel={t('actions.cancel')}
        />
      </td>
    </tr>
  );
}
