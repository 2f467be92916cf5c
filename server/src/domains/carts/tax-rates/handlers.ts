import { expansions } from '../../../db/list-query.ts';
import type { Handlers } from '../../../http/handlers.ts';
import {
  changeLinks,
  changeTaxRate,
  createTaxRate,
  deleteTaxRate,
  getTaxRate,
  listTaxRates,
  type TaxRateView,
} from './service.ts';

/** `expand` relations and the counts `fields` may ask for (see TaxRate). */
function view(query: { expand?: string[]; fields?: string[] }): TaxRateView {
  return { expand: expansions(query.expand), fields: expansions(query.fields) };
}

export const taxRateHandlers = {
  AdminListTaxRates: async (request) => {
    const { limit = 20, offset = 0, order, expand, fields, ...filters } = request.query;
    const page = await listTaxRates(
      request.server.db,
      filters,
      { limit, offset, order },
      view({ expand, fields }),
    );
    return { ...page, limit, offset };
  },

  AdminCreateTaxRate: async (request) => ({
    tax_rate: await createTaxRate(request.server.db, request.body, view(request.query)),
  }),

  AdminGetTaxRate: async (request) => ({
    tax_rate: await getTaxRate(request.server.db, request.params.id, view(request.query)),
  }),

  AdminUpdateTaxRate: async (request) => ({
    tax_rate: await changeTaxRate(
      request.server.db,
      request.params.id,
      request.body ?? {},
      view(request.query),
    ),
  }),

  AdminDeleteTaxRate: async (request) => {
    await deleteTaxRate(request.server.db, request.params.id);
    return { id: request.params.id, object: 'tax-rate', deleted: true };
  },

  AdminAddTaxRateProducts: async (request) => ({
    tax_rate: await changeLinks(
      request.server.db,
      request.params.id,
      'products',
      'add',
      request.body.products,
      view(request.query),
    ),
  }),

  AdminRemoveTaxRateProducts: async (request) => ({
    tax_rate: await changeLinks(
      request.server.db,
      request.params.id,
      'products',
      'remove',
      request.body.products,
      view(request.query),
    ),
  }),

  AdminAddTaxRateProductTypes: async (request) => ({
    tax_rate: await changeLinks(
      request.server.db,
      request.params.id,
      'product_types',
      'add',
      request.body.product_types,
      view(request.query),
    ),
  }),

  AdminRemoveTaxRateProductTypes: async (request) => ({
    tax_rate: await changeLinks(
      request.server.db,
      request.params.id,
      'product_types',
      'remove',
      request.body.product_types,
      view(request.query),
    ),
  }),

  AdminAddTaxRateShippingOptions: async (request) => ({
    tax_rate: await changeLinks(
      request.server.db,
      request.params.id,
      'shipping_options',
      'add',
      request.body.shipping_options,
      view(request.query),
    ),
  }),

  AdminRemoveTaxRateShippingOptions: async (request) => ({
    tax_rate: await changeLinks(
      request.server.db,
      request.params.id,
      'shipping_options',
      'remove',
      request.body.shipping_options,
      view(request.query),
    ),
  }),
} satisfies Handlers;
