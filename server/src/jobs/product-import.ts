import type { BatchJobRow } from '../domains/catalog/index.ts';
import { parseCsv } from './csv.ts';
import type { ProductCatalog } from './product-catalog.ts';
import { type ParsedImport, parseProductRows } from './product-csv.ts';
import type { BatchJobContext, BatchJobStrategy } from './strategy.ts';

/*
 * product-import: `context.fileKey` names an uploaded CSV (POST /admin/uploads/protected).
 * Pre-processing reads and validates the whole file and summarises what it would do
 * (`result.stat_descriptors`); an invalid file fails the job with one error per line.
 * Processing (after confirm) reads it again and creates or updates each product: by
 * `product_id` when given, else by `product_handle`.
 */

export const PRODUCT_IMPORT = 'product-import';
const MAX_ERRORS = 100;

export function validateImportContext(context: Record<string, unknown>): string | undefined {
  return typeof context.fileKey === 'string' && context.fileKey !== ''
    ? undefined
    : 'fileKey must be the key of an uploaded CSV file';
}

async function readImport(job: BatchJobRow, ctx: BatchJobContext): Promise<ParsedImport> {
  const key = job.context.fileKey as string;
  const file = await ctx.storage.get(key);
  if (!file) throw new Error(`File with id: ${key} was not found`);
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(chunk as Buffer);
  let rows: string[][];
  try {
    rows = parseCsv(Buffer.concat(chunks).toString('utf8'));
  } catch (error) {
    throw new Error(`The file is not valid CSV: ${(error as Error).message}`);
  }
  return parseProductRows(rows);
}

async function plan(parsed: ParsedImport, catalog: ProductCatalog) {
  const ids = parsed.products.flatMap((p) => (p.id ? [p.id] : []));
  const handles = parsed.products.map((p) => p.handle);
  const existing = await catalog.findProducts({ ids, handles });
  const byId = new Map(existing.map((p) => [p.id, p]));
  const byHandle = new Map(existing.map((p) => [p.handle, p]));
  const errors: string[] = [];
  const steps = parsed.products.map((product) => {
    if (product.id) {
      if (!byId.has(product.id)) errors.push(`Product with id: ${product.id} was not found`);
      return { product, id: product.id };
    }
    const found = byHandle.get(product.handle);
    if (!found && !product.title)
      errors.push(`product_title is required to create ${product.handle}`);
    return { product, id: found?.id };
  });
  return { steps, errors };
}

export function productImportStrategy(catalog: ProductCatalog): BatchJobStrategy {
  return {
    type: PRODUCT_IMPORT,

    async preProcess(job: BatchJobRow, ctx: BatchJobContext) {
      const parsed = await readImport(job, ctx);
      const { steps, errors } = await plan(parsed, catalog);
      const all = [
        ...parsed.errors.map((e) => ({
          message: `Line ${e.line}: ${e.message}`,
          code: 'invalid_row',
        })),
        ...errors.map((message) => ({ message, code: 'invalid_product' })),
      ];
      if (all.length > 0) {
        await ctx.updateResult({ errors: all.slice(0, MAX_ERRORS) });
        // The code tells the admin this line is the count, which it says in the user's
        // language with that language's plural forms.
        throw Object.assign(
          new Error(`The import file has ${all.length} ${all.length === 1 ? 'error' : 'errors'}`),
          { code: 'invalid_file' },
        );
      }
      const creates = steps.filter((s) => !s.id).length;
      const updates = steps.length - creates;
      const variants = parsed.products.reduce((n, p) => n + p.variants.length, 0);
      await ctx.updateResult({
        count: steps.length,
        advancement_count: 0,
        progress: 0,
        stat_descriptors: [
          {
            key: 'product-import-create',
            name: 'Products to create',
            message: `${creates} products will be created`,
          },
          {
            key: 'product-import-update',
            name: 'Products to update',
            message: `${updates} products will be updated`,
          },
          {
            key: 'product-import-variants',
            name: 'Variants',
            message: `${variants} variants will be written`,
          },
        ],
      });
    },

    async process(job: BatchJobRow, ctx: BatchJobContext) {
      const parsed = await readImport(job, ctx);
      const { steps, errors } = await plan(parsed, catalog);
      // The catalogue may have changed since the dry run; nothing is written then.
      if (parsed.errors.length > 0 || errors.length > 0) {
        throw new Error(
          `The import no longer applies: ${[...errors, ...parsed.errors.map((e) => e.message)][0]}`,
        );
      }
      let done = 0;
      for (const { product, id } of steps) {
        const { id: _fileId, ...write } = product;
        if (id) await catalog.updateProduct(id, write);
        else await catalog.createProduct(write);
        done++;
        await ctx.progress(done, steps.length);
        if (done < steps.length && (await ctx.isCanceled())) return;
      }
    },
  };
}
