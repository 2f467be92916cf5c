import { ClientError, ClientErrorKind } from '@commerce/client';
import { LiteButton as Button } from '@commerce/ui/lite';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { PageCodeError } from '../../lib/resilience/route-chunks.ts';

/**
 * What a route shows when its loader, its code or its component fails: a short reason and
 * a retry, in the page's place (the header, with the cart, and the footer stay).
 */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  // Server rendering has no console for the shopper: the operator's log gets the cause.
  if (typeof window === 'undefined') console.error('storefront route error', error);
  let reason = t('error.unknown');
  if (error instanceof PageCodeError) {
    reason = t('error.network');
  } else if (error instanceof ClientError) {
    if (error.kind === ClientErrorKind.Network || error.kind === ClientErrorKind.Timeout) {
      reason = t('error.network');
    } else if (error.status !== undefined) {
      reason = t('error.status', { status: error.status });
    }
  }
  return (
    <div role="alert" className="mx-auto max-w-md space-y-4 p-8">
      <h1 className="text-2xl font-semibold">{t('error.title')}</h1>
      <p>{reason}</p>
      <Button
        variant="secondary"
        onClick={() => {
          reset();
          void router.invalidate();
        }}
      >
        {t('error.retry')}
      </Button>
    </div>
  );
}
