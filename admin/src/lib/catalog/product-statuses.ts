/** The statuses of `ProductStatus` in the contract, in the order a product goes through them. */
export const PRODUCT_STATUSES = ['draft', 'proposed', 'published', 'rejected'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];
