import { describe, expect, it } from 'vitest';
import { capabilitiesOf, pageCapability } from './capabilities.ts';

describe('capabilitiesOf (issue 25)', () => {
  it('reads a default Medusa 1.20 install: no inventory, no categories, no tax-inclusive prices', () => {
    // Its loaders' defaults (loaders/feature-flags/*.js) and the modules a plain project loads.
    const medusa = {
      feature_flags: [
        { key: 'analytics', value: true },
        { key: 'order_editing', value: true },
        { key: 'product_categories', value: false },
        { key: 'publishable_api_keys', value: true },
        { key: 'sales_channels', value: true },
        { key: 'tax_inclusive_pricing', value: false },
      ],
      modules: [
        { module: 'eventBus', resolution: '@medusajs/event-bus-local' },
        { module: 'cacheService', resolution: '@medusajs/cache-inmemory' },
      ],
    };
    expect([...capabilitiesOf(medusa)].sort()).toEqual(['publishable_api_keys', 'sales_channels']);
  });

  it('needs both inventory modules for inventory, whatever their resolution says', () => {
    const one = { modules: [{ module: 'inventoryService', resolution: false as const }] };
    expect(capabilitiesOf(one).has('inventory')).toBe(false);
    const both = {
      modules: [
        { module: 'inventoryService', resolution: false as const },
        { module: 'stockLocationService', resolution: false as const },
      ],
    };
    expect(capabilitiesOf(both).has('inventory')).toBe(true);
  });

  it('knows which pages need what, with or without the /app base', () => {
    expect(pageCapability('/app/a/inventory')).toBe('inventory');
    expect(pageCapability('/a/inventory/reservations')).toBe('inventory');
    expect(pageCapability('/a/settings/locations/sloc_1')).toBe('inventory');
    expect(pageCapability('/a/product-categories')).toBe('product_categories');
    expect(pageCapability('/a/sales-channels/sc_1')).toBe('sales_channels');
    expect(pageCapability('/a/publishable-api-keys')).toBe('publishable_api_keys');
    expect(pageCapability('/a/inventory-report')).toBeUndefined();
    expect(pageCapability('/a/products')).toBeUndefined();
  });
});
