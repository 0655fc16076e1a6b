// Plain constants (no valibot), so that the FAQ page can use them without the contract's schemas.

/** The FAQ's shipped categories, in the order they were first shown; staff add, rename and reorder them since issue 24. */
export const faqCategories = ['inquiry', 'products', 'membership', 'samples', 'pharmacy'] as const

/** What names a category in the FAQ's address (`/faq?category=samples`): lowercase letters and hyphens. */
export const faqCategoryKeyPattern = /^[a-z-]{1,32}$/
