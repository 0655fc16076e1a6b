import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { Locale } from '~/i18n/locales'
import { at } from './columns'
import { products } from './schema'
import { staffRef } from './staff-schema'

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
    locale: text('locale').$type<Locale>().notNull(),
    sha256: text('sha256').notNull(),
    originalName: text('original_name').notNull(),
    bytes: integer('bytes').notNull(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    updatedBy: staffRef('updated_by'),
  },
  (table) => [primaryKey({ columns: [table.productId, table.locale] })],
)
