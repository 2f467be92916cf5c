import { giftCardsPaidByCart } from './carts/carts/load.ts';
import { findCart } from './carts/carts/repository.ts';
import { cartOfRead } from './catalog/products/context.ts';
import { variantStock } from './catalog/variants/service.ts';
import { releaseLocationStock } from './inventory/inventory-items/location-stock.ts';
import { itemFulfilments } from './inventory/inventory-items/repository.ts';
import {
  ensureVariantItem,
  refreshVariantStock,
  setDefaultLocationStock,
} from './inventory/variant-inventory/stock.ts';
import { itemWasFulfilled } from './orders/fulfillments/repository.ts';
import { giftCardTotalOfCart } from './orders/orders/repository.ts';
import { discountConditionGroups } from './people/customer-groups/discount-conditions.ts';
import { groupConditions } from './promotions/discounts/group-conditions.ts';
import { stockOfLocation } from './settings/stock-locations/service.ts';

/*
 * Each port of a lower domain (domains/port.ts) gets the function of the higher domain that
 * answers it. Loaded with the handler map, so every server and every test app has them.
 */

giftCardsPaidByCart.provide(giftCardTotalOfCart);
cartOfRead.provide(findCart);
variantStock.provide({ ensureVariantItem, setDefaultLocationStock, refreshVariantStock });
itemFulfilments.provide(itemWasFulfilled);
discountConditionGroups.provide(groupConditions);
stockOfLocation.provide({ release: releaseLocationStock });
