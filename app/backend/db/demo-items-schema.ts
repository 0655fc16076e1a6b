import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import { at } from './columns'

/**
 * Which rows the demo put there (decision 123): a kind (the table's name) and the row's id, written in the transaction
 * that loads the demo. The console marks these rows "demo", and the switch to a real site deletes them.
 */
/** The migration that made `demo_items`: a database it is applied to after the first start holds the demo unmarked. */
export const DEMO_MARKS_MIGRATION = '0036_demo_items'

export const demoItems = pgTable(
  'demo_items',
  {
    kind: text('kind').notNull(),
    itemId: integer('item_id').notNull(),
    loadedAt: at('loaded_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.itemId] })],
)
