import { and, eq } from 'drizzle-orm'
import type { Hono } from 'hono'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import type { Database } from '~/backend/db/database.server'
import { sitePages } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { implement } from '~/backend/http/implement'
import { pick } from '~/backend/http/localize'
import { publicRichTextOf } from '../public-rich-text'
import { publicSeoOf } from '../public-seo'
import { visibleNow } from '../publication'

/** A long-form page as visitors read it: what is published now, in their language. */
export function registerSitePageRoutes(app: Hono, db: Database): void {
  implement(app, contentEndpoints.page, async ({ params, locale }) => {
    const [row] = await db
      .select()
      .from(sitePages)
      .where(and(eq(sitePages.name, params.name), visibleNow(sitePages)))
    if (!row) throw new ApiError('NOT_FOUND')
    return {
      name: row.name,
      lead: pick(row.lead, locale),
      body: await publicRichTextOf(db, row.body, locale),
      effectiveDate: row.effectiveDate,
      seo: await publicSeoOf(db, row.seo, locale),
      noindex: row.seo?.noindex === true,
    }
  })
}
