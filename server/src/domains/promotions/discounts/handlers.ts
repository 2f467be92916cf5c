import type { Handlers } from '../../../http/handlers.ts';
import {
  changeCondition,
  changeConditionResources,
  createCondition,
  getCondition,
  removeCondition,
} from './conditions.ts';
import { createDynamicCode, deleteDynamicCode } from './dynamic-codes.ts';
import {
  addDiscountRegion,
  changeDiscount,
  createDiscount,
  deleteDiscount,
  getDiscount,
  getDiscountByCode,
  listDiscounts,
  removeDiscountRegion,
} from './service.ts';

// `expand` and `fields` are accepted but not applied: a discount always comes with its
// rule, conditions, regions and parent (README, Not done yet).
export const discountHandlers = {
  AdminListDiscounts: async (request) => {
    const {
      limit = 20,
      offset = 0,
      order,
      expand: _expand,
      fields: _fields,
      ...filters
    } = request.query;
    const page = await listDiscounts(request.server.db, filters, { limit, offset, order });
    return { ...page, limit, offset };
  },

  AdminCreateDiscount: async (request) => ({
    discount: await createDiscount(request.server.db, request.body),
  }),

  AdminGetDiscount: async (request) => ({
    discount: await getDiscount(request.server.db, request.params.id),
  }),

  AdminUpdateDiscount: async (request) => ({
    discount: await changeDiscount(request.server.db, request.params.id, request.body ?? {}),
  }),

  AdminDeleteDiscount: async (request) => {
    await deleteDiscount(request.server.db, request.params.id);
    return { id: request.params.id, object: 'discount', deleted: true };
  },

  AdminGetDiscountByCode: async (request) => ({
    discount: await getDiscountByCode(request.server.db, request.params.code),
  }),

  AdminAddDiscountRegion: async (request) => ({
    discount: await addDiscountRegion(
      request.server.db,
      request.params.id,
      request.params.region_id,
    ),
  }),

  AdminRemoveDiscountRegion: async (request) => ({
    discount: await removeDiscountRegion(
      request.server.db,
      request.params.id,
      request.params.region_id,
    ),
  }),

  AdminCreateDiscountDynamicCode: async (request) => ({
    discount: await createDynamicCode(request.server.db, request.params.id, request.body),
  }),

  AdminDeleteDiscountDynamicCode: async (request) => ({
    discount: await deleteDynamicCode(request.server.db, request.params.id, request.params.code),
  }),

  AdminCreateDiscountCondition: async (request) => ({
    discount: await createCondition(request.server.db, request.params.id, request.body),
  }),

  AdminGetDiscountCondition: async (request) => ({
    discount_condition: await getCondition(
      request.server.db,
      request.params.id,
      request.params.condition_id,
    ),
  }),

  AdminUpdateDiscountCondition: async (request) => ({
    discount: await changeCondition(
      request.server.db,
      request.params.id,
      request.params.condition_id,
      request.body,
    ),
  }),

  AdminDeleteDiscountCondition: async (request) => {
    const { id, condition_id } = request.params;
    const discount = await removeCondition(request.server.db, id, condition_id);
    return { id: condition_id, object: 'discount-condition', deleted: true, discount };
  },

  AdminAddDiscountConditionResources: async (request) => ({
    discount: await changeConditionResources(
      request.server.db,
      request.params.id,
      request.params.condition_id,
      request.body.resources.map((r) => r.id),
      'add',
    ),
  }),

  AdminRemoveDiscountConditionResources: async (request) => ({
    discount: await changeConditionResources(
      request.server.db,
      request.params.id,
      request.params.condition_id,
      request.body.resources.map((r) => r.id),
      'remove',
    ),
  }),
} satisfies Handlers;
