import { Button } from '@commerce/ui';
import { useTranslation } from 'react-i18next';

export interface VariantPagerProps {
  /** The first row shown, from 0. */
  offset: number;
  shown: number;
  count: number;
  /** Disables the buttons while the next page loads. */
  busy: boolean;
  onOffsetChange: (offset: number) => void;
  pageSize: number;
}

/** "Variants 26–50 of 300" with the previous and next page buttons. */
export function VariantPager({
  offset,
  shown,
  count,
  busy,
  onOffsetChange,
  pageSize,
}: VariantPagerProps) {
  const { t } = useTranslation('product-editor');
  return (
    <nav aria-label={t('variantList.pages')} className="flex items-center gap-3 text-sm">
      <Button
        size="small"
        variant="secondary"
        disabled={offset === 0 || busy}
        onClick={() => onOffsetChange(Math.max(0, offset - pageSize))}
      >
        {t('variantList.previous')}
      </Button>
      <span aria-live="polite">
        {t('variantList.page', { from: offset + 1, to: offset + shown, count })}
      </span>
      <Button
        size="small"
        variant="secondary"
        disabled={offset + shown >= count || busy}
        onClick={() => onOffsetChange(offset + pageSize)}
      >
        {t('variantList.next')}
      </Button>
    </nav>
  );
}
