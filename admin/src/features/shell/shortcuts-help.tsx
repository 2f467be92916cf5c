import {
  Button,
  Modal,
  ModalBody,
  ModalClose,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import { paletteModifierLabel } from '../../lib/shortcuts/shortcuts.ts';
import { GO_KEY, sectionsFor } from './sections.ts';

export interface ShortcutsHelpProps {
  open: boolean;
  onClose: () => void;
}

/** Lists every keyboard shortcut of the main area (opened with `?`). */
export function ShortcutsHelp({ open, onClose }: ShortcutsHelpProps) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const rows: { id: string; label: string; keys: string[][] }[] = [
    { id: 'palette', label: t('shortcuts.openPalette'), keys: [[paletteModifierLabel(), 'K']] },
    { id: 'search', label: t('shortcuts.search'), keys: [['/']] },
    { id: 'help', label: t('shortcuts.help'), keys: [['?']] },
    ...sectionsFor(can).map(({ id, key }) => ({
      id,
      label: t('shortcuts.goTo', { section: t(`nav.${id}`) }),
      // A sequence: G, then the section's key.
      keys: [[GO_KEY.toUpperCase()], [key.toUpperCase()]],
    })),
  ];
  return (
    <Modal open={open} onClose={onClose}>
      <ModalHeader>
        <ModalTitle>{t('shortcuts.title')}</ModalTitle>
        <ModalDescription>{t('shortcuts.description')}</ModalDescription>
      </ModalHeader>
      <ModalBody>
        <dl className="grid grid-cols-[1fr_auto] items-center gap-x-6 gap-y-2">
          {rows.map((row) => (
            <Fragment key={row.id}>
              <dt>{row.label}</dt>
              <dd className="flex items-center gap-1 text-xs text-muted-foreground">
                {row.keys.map((chord, index) => (
                  <Fragment key={chord.join('+')}>
                    {index > 0 && <span>{t('shortcuts.then')}</span>}
                    <kbd className="inline-flex gap-1">
                      {chord.map((key) => (
                        <kbd
                          key={key}
                          className="min-w-6 rounded border border-border bg-muted px-1.5 py-0.5 text-center font-sans text-foreground"
                        >
                          {key}
                        </kbd>
                      ))}
                    </kbd>
                  </Fragment>
                ))}
              </dd>
            </Fragment>
          ))}
        </dl>
      </ModalBody>
      <ModalFooter>
        <ModalClose render={<Button variant="secondary" />}>{t('actions.close')}</ModalClose>
      </ModalFooter>
    </Modal>
  );
}
