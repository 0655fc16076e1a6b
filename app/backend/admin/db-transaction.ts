import type { Database } from '../db/database.server'

/** A transaction of the database, as drizzle hands it to `db.transaction`'s callback. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]
