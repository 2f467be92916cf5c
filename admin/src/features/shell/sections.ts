import type { ComponentType } from 'react';
import type { Permission } from '../../lib/permissions/permissions.ts';
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
  { id: 'orders', to: '/a/orders', key: 'o', icon: OrdersIcon, permission: 'orders:read' },
  { id: 'products', to: '/a/products', key: 'p', icon: ProductsIcon, permission: 'products:read' },
  {
    id: 'customers',
    to: '/a/customers',
    key: 'c',
    icon: CustomersIcon,
    permission: 'customers:read',
  },
  {
    id: 'discounts',
    to: '/a/discounts',
    key: 'd',
    icon: DiscountsIcon,
    permission: 'discounts:read',
  },
  {
    id: 'giftCards',
    to: '/a/gift-cards',
    key: 'g',
    icon: GiftCardsIcon,
    permission: 'gift-cards:read',
  },
  { id: 'pricing', to: '/a/pricing', key: 'r', icon: PricingIcon, permission: 'pricing:read' },
  {
    id: 'inventory',
    to: '/a/inventory',
    key: 'i',
    icon: InventoryIcon,
    permission: 'inventory:read',
  },
  // Every staff member has settings: their profile and preferences live there.
  { id: 'settings', to: '/a/settings', key: 's', icon: SettingsIcon, permission: null },
] as const satisfies readonly {
  id: string;
  to: string;
  key: string;
  icon: ComponentType<{ className?: string }>;
  /** What it takes to see the section; sections one may not open are left out. */
  permission: Permission | null;
}[];

export type MainSection = (typeof MAIN_SECTIONS)[number];
export type MainSectionId = MainSection['id'];

/** The sections the user may open, in sidebar order. */
export function sectionsFor(can: (permission: Permission) => boolean): MainSection[] {
  return MAIN_SECTIONS.filter((section) => section.permission === null || can(section.permission));
}

/** Where a signed-in user lands: the first section they may open (settings at least). */
export function homeFor(can: (permission: Permission) => boolean): MainSection['to'] {
  return sectionsFor(can)[0]?.to ?? '/a/settings';
}

/** The first key of every navigation shortcut. */
export const GO_KEY = 'g';
