import { useStoreGetGiftCard } from '@commerce/client/store/gift-cards';
import { Button } from '@commerce/ui';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../lib/money/use-money.ts';
import { orderErrorKey } from './order-errors.ts';
import { FormAlert, Loading, PageFrame, TextField } from './page-parts.tsx';
import { giftCardSchema } from './schemas.ts';

/** `/gift-cards`: the balance of a gift card by its code (`GET /store/gift-cards/{code}`). */
export function GiftCardPage() {
  const { t } = useTranslation('orders');
  const { formatTotal, locale } = useMoney();
  const resultId = useId();
  const [code, setCode] = useState<string | null>(null);
  const query = useStoreGetGiftCard({ code: code ?? '' }, { enabled: code !== null, retry: false });
  const form = useForm({ resolver: valibotResolver(giftCardSchema), defaultValues: { code: '' } });
  const card = code !== null ? query.data?.gift_card : undefined;
  const failure =
    code !== null && query.isError ? orderErrorKey(query.error, 'giftCard.notFound') : undefined;

  return (
    <PageFrame title={t('giftCard.title')} description={t('giftCard.description')}>
      <FormProvider {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => setCode(values.code))}
          className="flex max-w-md flex-col gap-4"
        >
          <FormAlert message={failure} />
          <TextField
            {...form.register('code')}
            label={t('giftCard.code')}
            autoComplete="off"
            spellCheck={false}
            required
          />
          <Button type="submit" className="self-start" isLoading={query.isFetching}>
            {t('giftCard.submit')}
          </Button>
        </form>
      </FormProvider>
      {code !== null && query.isPending && <Loading />}
      {card && (
        <section
          aria-labelledby={resultId}
          aria-live="polite"
          className="max-w-md space-y-2 rounded-lg border border-border p-4"
        >
          <h2 id={resultId} className="text-lg font-medium">
            {t('giftCard.result', { code: card.code })}
          </h2>
          <p className="text-2xl font-semibold" data-testid="gift-card-balance">
            {t('giftCard.balance', { amount: formatTotal(card.balance, card.region) })}
          </p>
          <p className="text-sm text-muted-foreground">
            {t('giftCard.value', { amount: formatTotal(card.value, card.region) })}
          </p>
          <p className="text-sm text-muted-foreground">
            {card.ends_at
              ? t('giftCard.endsAt', {
                  date: new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
                    new Date(card.ends_at),
                  ),
                })
              : t('giftCard.noEnd')}
          </p>
        </section>
      )}
    </PageFrame>
  );
}
