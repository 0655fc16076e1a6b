import type { Hono } from 'hono'
import { postEditingByType } from '~/api/contract/post-editing-endpoints'
import type { Database } from '~/backend/db/database.server'
import { registerEditingRoutes } from '../editing/editing-routes'
import { registerPostCategoryEditingRoutes } from './post-categories-editing'
import { postKinds } from './post-kinds'

/** Editing news, press, patents and theses and their categories (issue 24), for editors and admins. */
export function registerPostEditingRoutes(app: Hono, db: Database, clock: () => Date): void {
  registerEditingRoutes(app, db, postEditingByType.news, postKinds.news, { clock })
  registerEditingRoutes(app, db, postEditingByType.press, postKinds.press, { clock })
  registerEditingRoutes(app, db, postEditingByType.patent, postKinds.patent, { clock })
  registerEditingRoutes(app, db, postEditingByType.thesis, postKinds.thesis, { clock })
  registerPostCategoryEditingRoutes(app, db)
}
