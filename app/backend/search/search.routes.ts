import type { Hono } from 'hono'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import type { Database } from '~/backend/db/database.server'
import { implement } from '~/backend/http/implement'
import type { PublicReadCache } from '~/backend/http/public-read-cache'
import { searchSite } from './site-search'

/** The site search (issue 40): published content of every type, in the reader's language. */
export function registerSearchRoutes(app: Hono, db: Database, cache: PublicReadCache | undefined): void {
  implement(app, contentEndpoints.siteSearch, ({ query, locale }) => searchSite(db, cache, query, locale))
}
