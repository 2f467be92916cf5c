import type { Product } from '@commerce/client';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { BUILT_IN_PATHS, builtInConflict, normalizePath } from './built-in-paths.ts';
import {
  createExtensionRegistry,
  defineExtension,
  ExtensionError,
  type WidgetExtension,
} from './registry.ts';
import { WIDGET_ZONES, type WidgetProps } from './widget-zones.ts';

const Page = () => null;
const Icon = () => null;

function refusal(register: () => void): ExtensionError {
  try {
    register();
  } catch (error) {
    if (error instanceof ExtensionError) return error;
    throw error;
  }
  throw new Error('expected the registration to be refused');
}

describe('extension routes', () => {
  it('are accepted beside the built-in pages, and listed sorted by path', () => {
    const registry = createExtensionRegistry();
    registry.registerRoute({ path: '/reviews', component: Page });
    registry.registerRoute({ path: '/analytics/', component: Page });
    registry.registerRoute({ path: '/products/{id}/reviews', component: Page });
    expect(registry.routes().map((r) => r.path)).toEqual([
      '/analytics',
      '/products/{id}/reviews',
      '/reviews',
    ]);
  });

  it.each(BUILT_IN_PATHS.map((path) => [path]))('refuses to replace %s', (path) => {
    const error = refusal(() => createExtensionRegistry().registerRoute({ path, component: Page }));
    expect(error.message).toContain(path);
    expect(error.message).toContain('built-in page');
    expect(error.path).toBe(path);
  });

  it('reads {id} as any one segment, with or without a parameter of its own', () => {
    for (const path of [
      '/products/prod_123',
      '/orders/:orderId',
      '/oauth/slack',
      '/discounts/$id',
    ]) {
      expect(builtInConflict(path), path).toMatch(/built-in page/);
    }
    expect(builtInConflict('/customers/groups/cg_1')).toBe(
      'it would replace the built-in page /customers/groups/{id}',
    );
    expect(builtInConflict('/gift-cards/manage')).toBe(
      'it would replace the built-in page /gift-cards/{id}',
    );
    // One segment more or less is another page.
    expect(builtInConflict('/products/prod_1/reviews')).toBeUndefined();
    expect(builtInConflict('/customers/groups/cg_1/members')).toBeUndefined();
  });

  it('sees through trailing and doubled slashes and case', () => {
    for (const path of [
      '/products/',
      '//products',
      'products',
      '/Products',
      '/PRODUCTS/',
      '/Orders/Ord_1/',
    ]) {
      const error = refusal(() =>
        createExtensionRegistry().registerRoute({ path, component: Page }),
      );
      expect(error.message).toMatch(
        /is refused: it would replace the built-in page \/(products|orders\/\{id\})\./,
      );
    }
  });

  it('refuses anything under /settings, naming the path and the reason', () => {
    for (const path of ['/settings', '/settings/', '/settings/regions', '/Settings/x/y']) {
      const error = refusal(() =>
        createExtensionRegistry().registerRoute({ path, component: Page }),
      );
      expect(error.message).toContain(normalizePath(path));
      expect(error.message).toContain('everything under /settings');
    }
    // A sibling that only starts with the same letters is fine.
    expect(builtInConflict('/settings-export')).toBeUndefined();
  });

  it('refuses the main area itself, a path that is not one, and a second route at a path', () => {
    const registry = createExtensionRegistry();
    expect(refusal(() => registry.registerRoute({ path: '/', component: Page })).message).toContain(
      'main area',
    );
    for (const path of ['/a?b=1', '/a#top', '/../products', '/my page']) {
      expect(refusal(() => registry.registerRoute({ path, component: Page })).message).toContain(
        'is not a path',
      );
    }
    registry.registerRoute({ path: '/reviews', component: Page });
    expect(
      refusal(() => registry.registerRoute({ path: '/Reviews/', component: Page })).message,
    ).toBe('Extension route /Reviews is refused: it is already registered.');
  });

  it('needs a component', () => {
    const component = undefined as unknown as typeof Page;
    expect(
      refusal(() => createExtensionRegistry().registerRoute({ path: '/x', component })).message,
    ).toBe('Extension route /x has no component.');
  });
});

describe('sidebar links', () => {
  it('keep path, label and icon, sorted by path', () => {
    const registry = createExtensionRegistry();
    registry.registerLink({ path: '/reviews/', label: 'Reviews', icon: Icon });
    registry.registerLink({ path: '/analytics', label: 'Analytics' });
    expect(registry.links()).toEqual([
      { path: '/analytics', label: 'Analytics' },
      { path: '/reviews', label: 'Reviews', icon: Icon },
    ]);
  });

  it('need a label', () => {
    expect(
      refusal(() => createExtensionRegistry().registerLink({ path: '/x', label: ' ' })).message,
    ).toBe('Sidebar link /x needs a label.');
  });
});

describe('widgets', () => {
  it('are listed per zone in the order registered', () => {
    const registry = createExtensionRegistry();
    const First = () => null;
    const Second = () => null;
    registry.registerWidget({ zone: 'product.details.after', component: First });
    registry.registerWidget({ zone: 'login.before', component: Second });
    registry.registerWidget({ zone: 'product.details.after', component: Second });
    expect(registry.widgets('product.details.after')).toEqual([First, Second]);
    expect(registry.widgets('login.before')).toEqual([Second]);
    expect(registry.widgets('order.details.before')).toEqual([]);
  });

  it('refuse a zone that does not exist', () => {
    const widget = { zone: 'product.sidebar', component: Page } as unknown as WidgetExtension;
    expect(refusal(() => createExtensionRegistry().registerWidget(widget)).message).toBe(
      'Widget zone "product.sidebar" does not exist (see WIDGET_ZONES).',
    );
  });

  it('name a list and a details zone for each built-in page, and login', () => {
    expect(WIDGET_ZONES).toContain('product.details.before');
    expect(WIDGET_ZONES).toContain('order.list.before');
    expect(WIDGET_ZONES).toContain('customer.details.after');
    expect(WIDGET_ZONES).toContain('login.after');
    expect(new Set(WIDGET_ZONES).size).toBe(WIDGET_ZONES.length);
    for (const zone of WIDGET_ZONES)
      expect(zone).toMatch(/^(login|[a-z_]+\.(list|details))\.(before|after)$/);
  });

  it('give details widgets the record and others nothing (types)', () => {
    expectTypeOf<WidgetProps<'product.details.after'>>().toEqualTypeOf<{ entity: Product }>();
    expectTypeOf<WidgetProps<'login.before'>>().toEqualTypeOf<Record<string, never>>();
  });
});

describe('settings pages', () => {
  const card = { label: 'Reviews', description: 'Moderate product reviews', icon: Icon };

  it('are listed sorted by path, relative to /settings', () => {
    const registry = createExtensionRegistry();
    registry.registerSettingsPage({ path: '/settings/reviews/', component: Page, card });
    registry.registerSettingsPage({ path: 'analytics', component: Page, card });
    expect(registry.settingsPages().map((p) => p.path)).toEqual(['/analytics', '/reviews']);
    expect(registry.settingsPages()[1]?.card).toEqual(card);
  });

  it('need a card with label and description, a path of their own, and no twin', () => {
    const registry = createExtensionRegistry();
    const noLabel = { ...card, label: '' };
    expect(
      refusal(() => registry.registerSettingsPage({ path: '/x', component: Page, card: noLabel }))
        .message,
    ).toBe('Settings page /x needs a card label.');
    const noDescription = { ...card, description: '' };
    expect(
      refusal(() =>
        registry.registerSettingsPage({ path: '/x', component: Page, card: noDescription }),
      ).message,
    ).toBe('Settings page /x needs a card description.');
    expect(
      refusal(() => registry.registerSettingsPage({ path: '/settings', component: Page, card }))
        .message,
    ).toContain('settings index is built in');
    registry.registerSettingsPage({ path: '/x', component: Page, card });
    expect(
      refusal(() => registry.registerSettingsPage({ path: '/X', component: Page, card })).path,
    ).toBe('/X');
  });
});

describe('register', () => {
  const extension = defineExtension({
    name: 'reviews',
    routes: [{ path: '/reviews', component: Page }],
    links: [{ path: '/reviews', label: 'Reviews', icon: Icon }],
    widgets: [{ zone: 'product.details.after', component: Page }],
    settings: [
      { path: '/reviews', component: Page, card: { label: 'Reviews', description: 'Rules' } },
    ],
  });

  it('adds every kind an extension brings', () => {
    const registry = createExtensionRegistry();
    registry.register(extension);
    expect(registry.routes()).toHaveLength(1);
    expect(registry.links()).toHaveLength(1);
    expect(registry.widgets('product.details.after')).toHaveLength(1);
    expect(registry.settingsPages()).toHaveLength(1);
  });

  it('adds nothing of an extension with one refused part, and names the extension', () => {
    const registry = createExtensionRegistry();
    const bad = {
      ...extension,
      routes: [...(extension.routes ?? []), { path: '/orders', component: Page }],
    };
    const error = refusal(() => registry.register(bad));
    expect(error.message).toBe(
      'Extension "reviews": Extension route /orders is refused: it would replace the built-in page /orders.',
    );
    expect(registry.routes()).toEqual([]);
    expect(registry.links()).toEqual([]);
    expect(registry.widgets('product.details.after')).toEqual([]);
    expect(registry.settingsPages()).toEqual([]);
  });

  it('refuses two routes at one path inside one extension', () => {
    const twice = {
      name: 'twice',
      routes: [
        { path: '/a', component: Page },
        { path: '/A/', component: Page },
      ],
    };
    expect(refusal(() => createExtensionRegistry().register(twice)).message).toContain(
      'already registered',
    );
  });
});
