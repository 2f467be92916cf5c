import { useTranslation } from 'react-i18next';
import { CopyButton } from '../../lib/clipboard/copy-button.tsx';

/**
 * A publishable key beside a button that copies it, so a refused clipboard still leaves
 * the key to select and copy by hand.
 */
export function CopyKeyButton({ value }: { value: string }) {
  const { t } = useTranslation('channels');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <code className="rounded-md bg-muted px-2 py-1 font-mono text-sm select-all break-all">
        {value}
      </code>
      <CopyButton
        size="small"
        text={value}
        label={t('keys.copy')}
        copiedMessage={t('keys.copied')}
        failedMessage={t('keys.copyFailed')}
      />
    </div>
  );
}
