import { ClientError } from '@commerce/client';
import { type Command, CommandPalette } from '@commerce/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SidebarLinkExtension } from '../../lib/extensions/registry.ts';
import { displayNameOf, type NamedPerson } from '../../lib/people/display-name.ts';
import { usePermissions } from '../../lib/permissions/use-permissions.ts';
import {
  CollectionsIcon,
  CustomersIcon,
  DiscountsIcon,
  ExtensionIcon,
  OrdersIcon,
  ProductsIcon,
} from './icons.tsx';
import { GO_KEY, sectionsFor } from './sections.ts';
import { useEntitySearch } from './use-entity-search.ts';

export interface CommandMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  extensionLinks: readonly SidebarLinkExtension[];
  onShowShortcuts: () => void;
}

/**
 * The ⌘K / Ctrl+K palette: go to any screen, or find a product, collection, order or
 * customer by what the user types (searched on the server, debounced).
 */
export function CommandMenu({
  open,
  onOpenChange,
  extensionLinks,
  onShowShortcuts,
}: CommandMenuProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useEntitySearch(open ? text : '');
  const { can } = usePermissions();

  const navigation = t('command.sections.navigation');
  const commands: Command[] = [
    ...sectionsFor(can).map(({ id, to, key, icon: Icon }) => ({
      id: `go-${id}`,
      label: t(`nav.${id}`),
      section: navigation,
      hint: `${GO_KEY} ${key}`.toUpperCase(),
      icon: <Icon />,
      onSelect: () => void navigate({ to }),
    })),
    ...extensionLinks.map(({ path, label, icon: Icon = ExtensionIcon }) => ({
      id: `go-extension-${path}`,
      label,
      section: navigation,
      icon: <Icon />,
      onSelect: () => void navigate({ to: '/a/$', params: { _splat: path.slice(1) } }),
    })),
    {
      id: 'shortcuts',
      label: t('command.showShortcuts'),
      section: t('command.sections.help'),
      hint: '?',
      onSelect: onShowShortcuts,
    },
  ];

  if (search.enabled && text.trim()) {
    // Results carry the words they were found by: the palette filters commands by the typed
    // text, and a match may sit in a field the label does not show.
    const found = { keywords: [search.q] };
    const products = t('command.sections.products');
    const collections = t('sections.collections', { ns: 'catalog' });
    const orders = t('command.sections.orders');
    const customers = t('command.sections.customers');
    const discounts = t('command.sections.discounts');
    commands.push(
      ...results(search.products, products, text, t, (data) =>
        data.products.map((product) => ({
          ...found,
          id: `product-${product.id}`,
          label: product.title,
          section: products,
          icon: <ProductsIcon />,
          onSelect: () => void navigate({ to: '/a/products/$id', params: { id: product.id } }),
        })),
      ),
      ...results(search.collections, collections, text, t, (data) =>
        data.collections.map((collection) => ({
          ...found,
          id: `collection-${collection.id}`,
          label: collection.title,
          section: collections,
          icon: <CollectionsIcon />,
          onSelect: () =>
            void navigate({ to: '/a/collections/$id', params: { id: collection.id } }),
        })),
      ),
      ...results(search.orders, orders, text, t, (data) =>
        data.orders.map((order) => ({
          ...found,
          id: `order-${order.id}`,
          label: t('command.orderLabel', { number: order.display_id, email: order.email ?? '' }),
          section: orders,
          icon: <OrdersIcon />,
          onSelect: () => void navigate({ to: '/a/orders/$id', params: { id: order.id } }),
        })),
      ),
      ...results(search.customers, customers, text, t, (data) =>
        data.customers.map((customer) => ({
          ...found,
          id: `customer-${customer.id}`,
          label: customerLabel(customer),
          section: customers,
          icon: <CustomersIcon />,
          onSelect: () => void navigate({ to: '/a/customers/$id', params: { id: customer.id } }),
        })),
      ),
      // Only an exact code finds a discount: "no such code" is no result, not a failure, and
      // text that cannot be a code is not looked up at all.
      ...(noDiscountLookup(search.discount)
        ? []
        : results(search.discount, discounts, text, t, ({ discount }) =>
            // Guarded: the palette must not break on an answer without its discount.
            (discount ? [discount] : []).map((discount) => ({
              ...found,
              id: `discount-${discount.id}`,
              label: t('command.discountLabel', { code: discount.code }),
              section: discounts,
              icon: <DiscountsIcon />,
              onSelect: () =>
                void navigate({ to: '/a/discounts/$id', params: { id: discount.id } }),
            })),
          )),
    );
  }

  return (
    <CommandPalette
      open={open}
      onOpenChange={onOpenChange}
      // The palette empties the search when it closes, so each opening starts afresh.
      search={text}
      onSearchChange={setText}
      commands={commands}
      label={t('command.label')}
      searchLabel={t('command.searchLabel')}
      placeholder={t('command.placeholder')}
      emptyText={t('command.empty')}
    />
  );
}

const noDiscountLookup = (query: UseQueryResult<unknown, Error>) =>
  (query.isPending && query.fetchStatus === 'idle') ||
  (query.error instanceof ClientError && query.error.status === 404);

function customerLabel(customer: NamedPerson) {
  const name = displayNameOf(customer);
  return name === customer.email ? name : `${name} · ${customer.email}`;
}

/**
 * One kind's search results as commands, or a disabled line saying why there are none yet:
 * still searching, not available on this server (501), or failed. Status lines carry the
 * typed text as a keyword so the palette's own filter keeps them.
 */
function results<T>(
  query: UseQueryResult<T, Error>,
  section: string,
  text: string,
  t: TFunction,
  toCommands: (data: T) => Command[],
): Command[] {
  const status = (id: string, label: string): Command[] => [
    {
      id: `${section}-${id}`,
      label,
      section,
      keywords: [text],
      disabled: true,
      onSelect: () => {},
    },
  ];
  if (query.isPending) return status('searching', t('command.searching'));
  if (query.isError) {
    return query.error instanceof ClientError && query.error.status === 501
      ? status('unavailable', t('command.searchUnavailable'))
      : status('failed', t('command.searchFailed'));
  }
  return toCommands(query.data);
}
