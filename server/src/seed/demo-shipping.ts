import {
  adminCreateShippingOption,
  adminListShippingOptions,
  adminListShippingProfiles,
} from '@commerce/client/admin/operations';
import type { Client } from '@commerce/client/runtime';
import type { DemoRegion } from './demo-catalog.ts';

/**
 * How the demo store ships (issue 5): per region one flat-rate delivery option and one
 * return option, both fulfilled by the `manual` provider under the store's default
 * shipping profile (the one every demo product ships under). Amounts are in the minor
 * unit of the region's currency, net of tax.
 */
export interface DemoShippingOption {
  name: string;
  amount: number;
  is_return: boolean;
}

export const DEMO_SHIPPING: Record<DemoRegion['currency_code'], DemoShippingOption[]> = {
  eur: [
    { name: 'Standard shipping', amount: 490, is_return: false },
    { name: 'Return by post', amount: 390, is_return: true },
  ],
  usd: [
    { name: 'Standard shipping', amount: 599, is_return: false },
    { name: 'Return by mail', amount: 450, is_return: true },
  ],
};

/** The manual provider's fulfillment options (regions/service.ts), one per direction. */
const MANUAL_FULFILLMENT = {
  outbound: { id: 'manual-fulfillment' },
  return: { id: 'manual-fulfillment-return' },
};

/**
 * Creates the demo shipping and return options of each region that lacks them (matched by
 * name), so running it again adds nothing. Answers how many options the regions now have.
 */
export async function seedDemoShipping(
  client: Client,
  regions: { id: string; currency_code: DemoRegion['currency_code'] }[],
): Promise<number> {
  const { shipping_profiles } = await adminListShippingProfiles(client, { type: ['default'] });
  const profile = shipping_profiles[0];
  if (!profile) throw new Error('the store has no default shipping profile to ship under');
  let count = 0;
  for (const region of regions) {
    const { shipping_options: existing } = await adminListShippingOptions(client, {
      region_id: region.id,
      limit: 1000,
    });
    for (const option of DEMO_SHIPPING[region.currency_code]) {
      count += 1;
      if (existing.some((o) => o.name === option.name && o.is_return === option.is_return)) {
        continue;
      }
      await adminCreateShippingOption(client, {
        ...option,
        region_id: region.id,
        profile_id: profile.id,
        provider_id: 'manual',
        data: option.is_return ? MANUAL_FULFILLMENT.return : MANUAL_FULFILLMENT.outbound,
        price_type: 'flat_rate',
      });
    }
  }
  return count;
}
