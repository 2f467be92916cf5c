import { Readable } from 'node:stream';
import type { BatchJobRow } from '../domains/catalog/index.ts';
import { csvLine } from './csv.ts';
import type { CatalogProduct, ProductCatalog } from './product-catalog.ts';
import { productRows } from './product-csv.ts';
import type { BatchJobContext, BatchJobStrategy } from './strategy.ts';

/*
 * product-export: writes every product matching `context.filterable_fields` (handed to the
 * catalogue as is) to a protected CSV file; `result.file_key` names it for
 * POST /admin/uploads/download-url. The rows are gathered before writing because the price
 * columns depend on every product's currencies.
 */

export const PRODUCT_EXPORT = 'product-export';
const PAGE = 100;

export function validateExportContext(context: Record<string, unknown>): string | undefined {
  const filters = context.filterable_fields;
  if (
    filters !== undefined &&
    (typeof filters !== 'object' || filters === null || Array.isArray(filters))
  ) {
    return 'filterable_fields must be an object';
  }
  return undefined;
}

function filtersOf(job: BatchJobRow): Record<string, unknown> | undefined {
  return job.context.filterable_fields as Record<string, unknown> | undefined;
}

export function productExportStrategy(catalog: ProductCatalog): BatchJobStrategy {
  return {
    type: PRODUCT_EXPORT,

    async preProcess(job: BatchJobRow, ctx: BatchJobContext) {
      const filters = filtersOf(job);
      const { count } = await catalog.listProducts({
        offset: 0,
        limit: 1,
        ...(filters ? { filters } : {}),
      });
      await ctx.updateResult({
        count,
        advancement_count: 0,
        progress: 0,
        stat_descriptors: [
          {
            key: 'product-export-count',
            name: 'Products to export',
            message: `${count} products will be exported`,
          },
        ],
      });
    },

    async process(job: BatchJobRow, ctx: BatchJobContext) {
      const filters = filtersOf(job);
      const products: CatalogProduct[] = [];
      for (let offset = 0; ; offset += PAGE) {
        const page = await catalog.listProducts({
          offset,
          limit: PAGE,
          ...(filters ? { filters } : {}),
        });
        products.push(...page.products);
        await ctx.progress(products.length, Math.max(page.count, products.length));
        if (page.products.length < PAGE) break;
        if (await ctx.isCanceled()) return;
      }
      const key = `protected/${job.id}-product-export.csv`;
      const rows = productRows(products);
      const size = await ctx.storage.put(key, Readable.from(rows.map(csvLine)));
      await ctx.updateResult({ file_key: key, file_size: size });
    },
  };
}
