import { errors } from '../../../errors.ts';
import type { Handlers } from '../../../http/handlers.ts';
import { findCurrency, listCurrencies, updateCurrency } from './repository.ts';

export const currencyNotFound = (code: string) => errors.notFound('Currency', code);

export const currencyHandlers = {
  AdminListCurrencies: async (request) => {
    const { limit = 20, offset = 0, order, code, includes_tax } = request.query;
    const [currencies, count] = await listCurrencies(request.server.db, {
      limit,
      offset,
      ...(order === undefined ? {} : { order }),
      ...(code === undefined ? {} : { code }),
      ...(includes_tax === undefined ? {} : { includes_tax }),
    });
    return { currencies, count, offset, limit };
  },

  AdminUpdateCurrency: async (request) => {
    const body = request.body ?? {};
    const currency = await updateCurrency(request.server.db, request.params.code, {
      ...(body.includes_tax === undefined ? {} : { includes_tax: body.includes_tax }),
    });
    if (!currency) throw currencyNotFound(request.params.code);
    return { currency };
  },
} satisfies Handlers;

export { findCurrency };
