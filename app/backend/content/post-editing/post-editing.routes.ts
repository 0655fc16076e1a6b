import type { Hono } from 'hono'
import { postKinds as declaredPostKinds } from '~/api/contract/kinds/post-kinds'
import { postEditingByType } from '~/api/contract/post-editing-endpoints'
import type { Database } from '~/backend/db/database.server'
import { registerEditingRoutes } from '../editing/editing-routes'
import { registerPostCategoryEditingRoutes } from './post-categories-editing'
import { postKinds } from './post-kinds'

/** Editing news, press, patents and theses and their categories (issue 24), for editors and admins. */
export function registerPostEditingRoutes(app: Hono, db: Database, clock: () => Date): void {
  registerEditingRoutes(app, db, postEditingByType.news, postKinds.news, { clock, publishable: declaredPostKinds.news.fields })
  registerEditingRoutes(app, db, postEditingByType.press, postKinds.press, { clock, publishable: declaredPostKinds.press.fields })
  registerEditingRoutes(app, db, postEditingByType.patent, postKinds.patent, {
    clock,
    publishable: declaredPostKinds.patent.fields,
  })
  registerEditingRoutes(app, db, postEditingByType.thesis, postKinds.thesis, {
    clock,
    publishable: declaredPostKinds.thesis.fields,
  })
  registerPostCategoryEditingRoutes(app, db)
}
