import { useAdminDeleteGiftCard, useAdminUpdateGiftCard } from '@commerce/client/admin/gift-cards';
import { Button, notify, StatusBadge } from '@commerce/ui';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailFacts } from '../../lib/detail-page/detail-facts.tsx';
import { DetailPageHeader } from '../../lib/detail-page/detail-page-header.tsx';
import { serverErrorMessage } from '../../lib/forms/server-error.ts';
import { Allowed } from '../../lib/permissions/read-only-notice.tsx';
import { GiftCardEditDialog } from './gift-card-edit-dialog.tsx';
import {
  cardMoney,
  type GiftCard,
  giftCardState,
  recipientOf,
  STATE_BADGE,
} from './gift-card-format.ts';

/** `/a/gift-cards/{id}`: a card's code, balance and terms; edit, disable or delete it. */
export function GiftCardDetail({ card }: { card: GiftCard }) {
  const { t, i18n } = useTranslation('gift-cards');
  const [editing, setEditing] = useState(false);
  const update = useAdminUpdateGiftCard({ id: card.id });
  const remove = useAdminDeleteGiftCard({ id: card.id });
  const state = giftCardState(card);
  const locale = i18n.language;
  const date = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

  const toggle = async () => {
    try {
      await update.mutateAsync({ is_disabled: !card.is_disabled });
      notify.success(
        t(card.is_disabled ? 'detail.enabled' : 'detail.disabled', { code: card.code }),
      );
    } catch (error) {
      notify.error(serverErrorMessage(error, i18n.t));
    }
  };
  const facts: [string, string][] = [
    [t('fields.balance'), cardMoney(card, card.balance, locale)],
    [t('fields.value'), cardMoney(card, card.value, locale)],
    [t('fields.region'), card.region?.name ?? card.region_id],
    [t('fields.endsAt'), card.ends_at ? date(card.ends_at) : t('never')],
    [t('fields.recipient'), recipientOf(card) ?? '—'],
    [t('fields.origin'), card.order_id ? t('detail.fromOrder') : t('detail.byStaff')],
    [t('fields.createdAt'), date(card.created_at)],
  ];

  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <DetailPageHeader
        backLabel={t('detail.back')}
        title={card.code}
        titleClassName="font-mono break-all"
        status={<StatusBadge status={STATE_BADGE[state]}>{t(`states.${state}`)}</StatusBadge>}
        permission="gift-cards:write"
        actions={
          <Button variant="secondary" onClick={() => void toggle()} isLoading={update.isPending}>
            {card.is_disabled ? t('actions.enable') : t('actions.disable')}
          </Button>
        }
        onEdit={() => setEditing(true)}
        deletion={{
          mutation: remove,
          deleted: t('detail.deleted', { code: card.code }),
          listTo: '/a/gift-cards',
          title: t('detail.deleteTitle', { code: card.code }),
          description: t('detail.deleteDescription'),
        }}
      />
      <DetailFacts layout="card" facts={facts} />
      {/* The order's page is the orders area's: only for a role that can open it. */}
      <Allowed permission="orders:read">
        {card.order_id && (
          <Link
            to="/a/orders/$id"
            params={{ id: card.order_id }}
            className="self-start text-sm text-primary hover:underline"
          >
            {t('detail.openOrder')}
          </Link>
        )}
      </Allowed>
      <GiftCardEditDialog open={editing} onClose={() => setEditing(false)} card={card} />
    </div>
  );
}
