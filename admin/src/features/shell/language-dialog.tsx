import { LANGUAGES, languageOf } from '@commerce/client/i18n';
import {
  Button,
  Modal,
  ModalBody,
  ModalClose,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
  RadioGroup,
  RadioGroupItem,
} from '@commerce/ui';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';

export interface LanguageDialogProps {
  open: boolean;
  onClose: () => void;
  /** Where focus returns on close (the menu item that opened it is gone by then). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * Picks the admin's language from the 21 of section 9. A choice applies at once; the
 * i18next detector remembers it in localStorage for the next visit.
 */
export function LanguageDialog({ open, onClose, returnFocusTo }: LanguageDialogProps) {
  const { t, i18n } = useTranslation();
  const current = languageOf(i18n.resolvedLanguage ?? i18n.language).code;
  return (
    <Modal open={open} onClose={onClose} size="small" finalFocus={returnFocusTo ?? undefined}>
      <ModalHeader>
        <ModalTitle>{t('language.title')}</ModalTitle>
        <ModalDescription>{t('language.description')}</ModalDescription>
      </ModalHeader>
      <ModalBody>
        <RadioGroup
          aria-label={t('language.title')}
          name="language"
          value={current}
          onValueChange={(code) => void i18n.changeLanguage(code)}
        >
          {LANGUAGES.map((language) => (
            <RadioGroupItem key={language.code} value={language.code}>
              {/* Each name in its own language, marked so screen readers pronounce it so. */}
              <span lang={language.htmlLang} dir={language.dir}>
                {language.name}
              </span>
              {language.name !== language.englishName && (
                <span className="text-muted-foreground">({language.englishName})</span>
              )}
            </RadioGroupItem>
          ))}
        </RadioGroup>
      </ModalBody>
      <ModalFooter>
        <ModalClose render={<Button variant="secondary" />}>{t('actions.done')}</ModalClose>
      </ModalFooter>
    </Modal>
  );
}
