// Plain constants (no valibot), so that the FAQ page can use them without the contract's schemas.

/** The FAQ's categories, in the order the FAQ page shows them. */
export const faqCategories = ['inquiry', 'products', 'membership', 'samples', 'pharmacy'] as const
export type FaqCategory = (typeof faqCategories)[number]
