import { FocusModal, FocusModalBody, FocusModalTitle } from '@commerce/ui';
import { useTranslation } from 'react-i18next';
import { USAGE_DATA_DOCS_URL } from './docs-url.ts';
import { UsageDataForm } from './usage-data-form.tsx';
import type { UsageData } from './usage-data-schema.ts';

export interface ConsentOverlayProps {
  /** The signed-in user's email, the email field's placeholder. */
  email: string;
  onSubmit: (data: UsageData) => void;
  isSubmitting: boolean;
}

/**
 * The full-screen "Help us get better" overlay (specification section 2). It is a
 * question that needs an answer, so only Continue leaves it: Escape and clicks outside
 * do not.
 */
export function ConsentOverlay({ email, onSubmit, isSubmitting }: ConsentOverlayProps) {
  const { t } = useTranslation('consent');
  return (
    <FocusModal open onClose={() => {}} hideOnEscape={false} hideOnInteractOutside={false}>
      <FocusModalBody className="flex max-w-xl flex-col gap-6 py-8">
        <div className="flex flex-col gap-2">
          <FocusModalTitle className="text-2xl">{t('title')}</FocusModalTitle>
          <p className="text-sm text-muted-foreground">{t('description')}</p>
          <a
            href={USAGE_DATA_DOCS_URL}
            target="_blank"
            rel="noreferrer"
            className="w-fit text-sm text-primary underline underline-offset-4"
          >
            {t('documentation')}
          </a>
        </div>
        <UsageDataForm
          emailPlaceholder={email}
          submitLabel={t('continue')}
          isSubmitting={isSubmitting}
          onSubmit={onSubmit}
        />
      </FocusModalBody>
    </FocusModal>
  );
}
