import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core'
import { languageUpload } from './document-files-schema'
import { products } from './schema'

/**
 * A language's own specification sheet of a raw material (issue 25, decision 51), uploaded by staff; it replaces the
 * sheet the site ships for that language, if any. The bytes are in the file storage under their SHA-256
 * (`spec-sheets/{sha256}.pdf`), which two rows may share.
 */
export const productSpecSheets = pgTable(
  'product_spec_sheets',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    ...languageUpload(),
  },
  (table) => [primaryKey({ columns: [table.productId, table.locale] })],
)
