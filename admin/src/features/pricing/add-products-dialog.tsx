import { useAdminListProducts } from '@commerce/client/admin';
import {
  Button,
  Checkbox,
  Input,
  Modal,
  ModalBody,
  ModalDescription,
  ModalFooter,
  ModalHeader,
  ModalTitle,
} from '@commerce/ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../lib/lists/search-field.tsx';

export interface AddProductsDialogProps {
  open: boolean;
  onClose: () => void;
  /** Products already in the list: shown checked and not offered again. */
  present: ReadonlySet<string>;
  onAdd: (productIds: string[]) => void;
}

/** Chooses products to price in the list: a search over the catalogue, results as checkboxes. */
export function AddProductsDialog({ open, onClose, present, onAdd }: AddProductsDialogProps) {
  const { t } = useTranslation('pricing');
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const [chosen, setChosen] = useState<string[]>([]);
  useEffect(() => {
    const timer = setTimeout(() => setQ(text.trim()), LIST_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const results = useAdminListProducts(
    { limit: 20, is_giftcard: false, ...(q ? { q } : {}) },
    { enabled: open },
  );
  const close = () => {
    setChosen([]);
    setText('');
    onClose();
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((item) => item !== id)));
  const products = results.data?.products ?? [];

  return (
    <Modal open={open} onClose={close}>
      <ModalHeader>
        <ModalTitle>{t('products.addTitle')}</ModalTitle>
        <ModalDescription>{t('products.addDescription')}</ModalDescription>
      </ModalHeader>
      <ModalBody className="flex flex-col gap-3">
        <Input
          type="search"
          aria-label={t('products.search')}
          placeholder={t('products.search')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <ul
          aria-label={t('products.results')}
          aria-busy={results.isFetching || undefined}
          className="flex max-h-72 flex-col gap-1 overflow-y-auto"
        >
          {results.isPending && (
            <li className="text-sm text-muted-foreground">{t('states.loading')}</li>
          )}
          {results.isError && (
            <li role="alert" className="text-sm text-danger">
              {t('products.searchFailed')}
            </li>
          )}
          {results.data && products.length === 0 && (
            <li className="text-sm text-muted-foreground">{t('products.noResults')}</li>
          )}
          {products.map((product) => (
            <li key={product.id}>
              {/* biome-ignore lint/a11y/noLabelWithoutControl: Checkbox renders a native input inside the label. */}
              <label className="flex items-center gap-3 rounded-md px-2 py-1.5 text-sm hover:bg-muted">
                <Checkbox
                  checked={present.has(product.id) || chosen.includes(product.id)}
                  disabled={present.has(product.id)}
                  onCheckedChange={(on) => toggle(product.id, on)}
                />
                <span className="min-w-0 flex-1 truncate">{product.title}</span>
                <span className="text-muted-foreground">
                  {t('products.variants', { count: product.variants?.length ?? 0 })}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </ModalBody>
      <ModalFooter>
        <Button variant="secondary" onClick={close}>
          {t('actions.cancel')}
        </Button>
        <Button
          disabled={chosen.length === 0}
          onClick={() => {
            onAdd(chosen);
            close();
          }}
        >
          {t('products.add', { count: chosen.length })}
        </Button>
      </ModalFooter>
    </Modal>
  );
}
