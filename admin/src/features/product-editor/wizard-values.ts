import * as v from 'valibot';
import type { ProductStatus } from '../../lib/catalog/product-statuses.ts';

/** At most three options: their cartesian product is the product's variants. */
export const MAX_OPTIONS = 3;

export interface OptionDraft {
  title: string;
  /** The option's values as typed, separated by commas ("S, M, L"). */
  values: string;
}

export interface VariantDraft {
  /** The variant's option values joined, so edits survive when the options change. */
  key: string;
  values: string[];
  title: string;
  sku: string;
  /** Left out of the product; kept so it can be put back. */
  removed: boolean;
  /** Amounts as typed, by price column (`cur_eur`, `reg_{id}`, see price-columns.ts). */
  prices: Record<string, string>;
  /** Units on hand as typed, by stock location id. */
  stock: Record<string, string>;
}

export interface ImageDraft {
  url: string;
  name: string;
}

export interface WizardValues {
  title: string;
  subtitle: string;
  handle: string;
  description: string;
  status: ProductStatus;
  collection_id: string;
  category_ids: string[];
  /** Tags as typed, separated by commas. */
  tags: string;
  type: string;
  sales_channel_ids: string[];
  options: OptionDraft[];
  variants: VariantDraft[];
  manage_inventory: boolean;
  images: ImageDraft[];
  thumbnail: string;
}

const M = 'product-editor:validation.';
const amount = v.pipe(v.string(), v.trim(), v.regex(/^(\d+([.,]\d{1,2})?)?$/, `${M}amount`));
const quantity = v.pipe(v.string(), v.trim(), v.regex(/^\d*$/, `${M}quantity`));

/** The wizard's one schema; each step validates its own fields (`STEP_FIELDS`). */
export const wizardSchema = v.object({
  title: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}titleRequired`)),
  subtitle: v.string(),
  handle: v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]*$/, `${M}handleFormat`)),
  description: v.string(),
  status: v.picklist(['draft', 'proposed', 'published', 'rejected']),
  collection_id: v.string(),
  category_ids: v.array(v.string()),
  tags: v.string(),
  type: v.string(),
  sales_channel_ids: v.array(v.string()),
  options: v.pipe(
    v.array(
      v.object({
        title: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}optionTitle`)),
        values: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}optionValues`)),
      }),
    ),
    v.maxLength(MAX_OPTIONS),
  ),
  variants: v.array(
    v.object({
      key: v.string(),
      values: v.array(v.string()),
      title: v.pipe(v.string(), v.trim(), v.nonEmpty(`${M}variantTitle`)),
      sku: v.string(),
      removed: v.boolean(),
      prices: v.record(v.string(), amount),
      stock: v.record(v.string(), quantity),
    }),
  ),
  manage_inventory: v.boolean(),
  images: v.array(v.object({ url: v.string(), name: v.string() })),
  thumbnail: v.string(),
});

export const STEPS = [
  'details',
  'organize',
  'options',
  'prices',
  'stock',
  'images',
  'review',
] as const;
export type Step = (typeof STEPS)[number];

/** What must be valid before leaving a step. */
export const STEP_FIELDS: Record<Step, (keyof WizardValues)[]> = {
  details: ['title', 'handle'],
  organize: [],
  options: ['options', 'variants'],
  prices: ['variants'],
  stock: ['variants'],
  images: [],
  review: [],
};

export const emptyWizard = (salesChannelIds: string[] = []): WizardValues => ({
  title: '',
  subtitle: '',
  handle: '',
  description: '',
  status: 'draft',
  collection_id: '',
  category_ids: [],
  tags: '',
  type: '',
  sales_channel_ids: salesChannelIds,
  options: [],
  variants: [defaultVariant()],
  manage_inventory: true,
  images: [],
  thumbnail: '',
});

/** The one variant of a product without options. */
export const defaultVariant = (title = ''): VariantDraft => ({
  key: '',
  values: [],
  title,
  sku: '',
  removed: false,
  prices: {},
  stock: {},
});
