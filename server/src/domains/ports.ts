import { pricingKeyOf } from '../http/response-cache.ts';
import { storeDetails } from '../notifications/email/store-details.ts';
import { cartOfProductRead, giftCardsPaidByCart } from './carts/index.ts';
import { cartOfRead, readPricingKey, variantStock } from './catalog/index.ts';
import {
  ensureVariantItem,
  itemFulfilments,
  refreshVariantStock,
  releaseLocationStock,
  setDefaultLocationStock,
} from './inventory/index.ts';
import { giftCardTotalOfCart, itemWasFulfilled } from './orders/index.ts';
import { discountConditionGroups } from './people/index.ts';
import { groupConditions } from './promotions/index.ts';
import { findStore, stockOfLocation } from './settings/index.ts';

/*
 * Each port of a lower domain (domains/port.ts) gets the function of the higher domain that
 * answers it. Loaded with the handler map, so every server and every test app has them.
 */

giftCardsPaidByCart.provide(giftCardTotalOfCart);
cartOfRead.provide(cartOfProductRead);
pricingKeyOf.provide(readPricingKey);
variantStock.provide({ ensureVariantItem, setDefaultLocationStock, refreshVariantStock });
itemFulfilments.provide(itemWasFulfilled);
discountConditionGroups.provide(groupConditions);
stockOfLocation.provide({ release: releaseLocationStock });
storeDetails.provide(findStore);
