import type { ComponentType } from 'react';
import {
  CustomersIcon,
  DiscountsIcon,
  GiftCardsIcon,
  InventoryIcon,
  OrdersIcon,
  PricingIcon,
  ProductsIcon,
  SettingsIcon,
} from './icons.tsx';

/**
 * The main area's sections, in sidebar order: where each lives, its icon, and the second
 * key of its "g" shortcut (g o: orders). The sidebar, the command palette, the shortcuts and
 * their help all read this one list.
 */
export const MAIN_SECTIONS = [
  { id: 'orders', to: '/a/orders', key: 'o', icon: OrdersIcon },
  { id: 'products', to: '/a/products', key: 'p', icon: ProductsIcon },
  { id: 'customers', to: '/a/customers', key: 'c', icon: CustomersIcon },
  { id: 'discounts', to: '/a/discounts', key: 'd', icon: DiscountsIcon },
  { id: 'giftCards', to: '/a/gift-cards', key: 'g', icon: GiftCardsIcon },
  { id: 'pricing', to: '/a/pricing', key: 'r', icon: PricingIcon },
  { id: 'inventory', to: '/a/inventory', key: 'i', icon: InventoryIcon },
  { id: 'settings', to: '/a/settings', key: 's', icon: SettingsIcon },
] as const satisfies readonly {
  id: string;
  to: string;
  key: string;
  icon: ComponentType<{ className?: string }>;
}[];

export type MainSection = (typeof MAIN_SECTIONS)[number];
export type MainSectionId = MainSection['id'];

/** The first key of every navigation shortcut. */
export const GO_KEY = 'g';
