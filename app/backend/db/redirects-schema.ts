import { bigint, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core'
import { at } from './columns'
import { staffRef } from './staff-schema'

/**
 * Redirects from old addresses (decision 90): a from-address (path and optional query, as redirect-addresses.ts keeps
 * it) answered with a 301 or 302 to the to-address. `hits` and `last_hit_at` are what the site's processes report.
 */
export const redirects = pgTable('redirects', {
  id: serial('id').primaryKey(),
  fromAddress: text('from_address').notNull().unique(),
  toAddress: text('to_address').notNull(),
  status: smallint('status').notNull(),
  hits: bigint('hits', { mode: 'number' }).notNull().default(0),
  lastHitAt: at('last_hit_at'),
  version: integer('version').notNull().default(1),
  updatedAt: at('updated_at').notNull().defaultNow(),
  updatedBy: staffRef('updated_by'),
})
