import { type DropZoneProps, formatFileSize } from '@commerce/ui';
import { useTranslation } from 'react-i18next';

type DropZoneTexts = Pick<
  DropZoneProps,
  'chooseLabel' | 'dropHint' | 'rejectionMessage' | 'addedMessage'
>;

/** The words of `@commerce/ui`'s DropZone in the user's language (`common` namespace). */
export function useDropZoneTexts({ multiple }: { multiple: boolean }): DropZoneTexts {
  const { t } = useTranslation('common');
  return {
    chooseLabel: multiple ? t('files.chooseMany') : t('files.chooseOne'),
    dropHint: multiple ? t('files.dropMany') : t('files.dropOne'),
    rejectionMessage: ({ file, reason }, limits) =>
      reason === 'type'
        ? t('files.wrongType', { name: file.name })
        : reason === 'size'
          ? t('files.tooLarge', { name: file.name, size: formatFileSize(limits.maxSize ?? 0) })
          : t('files.oneOnly', { name: file.name }),
    addedMessage: (count) => t('files.added', { n: count }),
  };
}
