import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { postCategoryEditingEndpoints as api } from '~/api/contract/post-editing-endpoints'
import { recordAudit } from '~/backend/audit/audit-log'
import type { Database } from '~/backend/db/database.server'
import { postCategories } from '~/backend/db/schema'
import { ApiError } from '~/backend/http/api-error'
import { implementStaff } from '~/backend/staff/implement-staff'
import { announceContentChange } from '../content-changes.server'

/** Post categories for editors: every one with its names in five languages; a new one comes last in its type's order. */
export function registerPostCategoryEditingRoutes(app: Hono, db: Database): void {
  implementStaff(app, api.categoryList, async () => {
    const rows = await db
      .select()
      .from(postCategories)
      .orderBy(postCategories.postType, postCategories.sortOrder, postCategories.id)
    return rows.map(({ id, postType, name, sortOrder }) => ({ id, postType, name, sortOrder }))
  })

  implementStaff(app, api.categoryCreate, ({ body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(postCategories)
        .values({
          key: `${body.postType}-${randomUUID()}`,
          postType: body.postType,
          name: body.name,
          sortOrder: sql`(SELECT coalesce(max(${postCategories.sortOrder}), -1) + 1 FROM ${postCategories} WHERE ${postCategories.postType} = ${body.postType})`,
        })
        .returning({ id: postCategories.id })
      if (!row) throw new Error('post category: the new row has no id')
      await recordAudit(tx, actor, clientIp, {
        action: 'content.category',
        targetType: 'post-category',
        targetId: row.id,
        detail: { postType: body.postType, created: true },
      })
      await announceContentChange(tx, body.postType)
      return { id: row.id }
    }),
  )

  implementStaff(app, api.categoryUpdate, ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .update(postCategories)
        .set({ name: body.name })
        .where(eq(postCategories.id, params.id))
        .returning({ id: postCategories.id, postType: postCategories.postType })
      if (!row) throw new ApiError('NOT_FOUND')
      await recordAudit(tx, actor, clientIp, {
        action: 'content.category',
        targetType: 'post-category',
        targetId: row.id,
        detail: { postType: row.postType },
      })
      await announceContentChange(tx, row.postType)
      return { id: row.id }
    }),
  )
}
