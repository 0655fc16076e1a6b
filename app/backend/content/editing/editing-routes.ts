import type { Hono } from 'hono'
import type * as v from 'valibot'
import type { Endpoint } from '~/api/contract/endpoint'
import { recordAudit } from '~/backend/audit/audit-log'
import type { Database } from '~/backend/db/database.server'
import { ApiError } from '~/backend/http/api-error'
import { implementStaff } from '~/backend/staff/implement-staff'
import type { ContentKind, PublicationRow } from './content-kind'
import { type ContentListQuery, listContent } from './content-list'
import { listRevisions, readRevision } from './content-revisions'
import {
  createItem,
  type PublishRequest,
  publishItem,
  removeItem,
  restoreRevision,
  saveDraft,
  unpublishItem,
} from './content-writes'
import { publicationOf, readItem, workingFields } from './item-state'
import { issuePreviewToken, revokePreviewLinks } from './preview-token'
import { assertPublishable } from './publishable'

type Schema<T> = v.GenericSchema<unknown, T>
type ItemParams = Schema<{ id: number }>
type RevisionParams = Schema<{ id: number; revision: number }>

/** The calls every editable kind has (post-editing-endpoints.ts is the first), by the names the contract gives them. */
export interface EditingEndpoints<F> {
  list: Endpoint<undefined, Schema<ContentListQuery>>
  detail: Endpoint<ItemParams>
  /** Absent for a fixed set of items (the long-form pages). */
  create?: Endpoint<undefined, undefined, Schema<F>>
  saveDraft: Endpoint<ItemParams, undefined, Schema<{ version: number; fields: F }>>
  publish: Endpoint<ItemParams, undefined, Schema<PublishRequest>>
  unpublish: Endpoint<ItemParams, undefined, Schema<{ version: number }>>
  remove?: Endpoint<ItemParams>
  revisions: Endpoint<ItemParams>
  revision: Endpoint<RevisionParams>
  restore: Endpoint<RevisionParams, undefined, Schema<{ version: number }>>
  /** Only for kinds whose items have a page of their own (posts). */
  preview?: Endpoint<ItemParams, undefined, v.GenericSchema>
  /** Ends the item's preview links made so far (with `preview`). */
  revokePreviews?: Endpoint<ItemParams>
}

export interface EditingRouteOptions {
  /** The time preview links are issued at (the backend's clock, which tests move). */
  clock: () => Date
  /** The kind's schema of what visitors see (its declaration's `fields`): a draft is published or previewed once it meets it. */
  publishable: v.GenericSchema
}

/**
 * Registers the editing calls of one kind: each checks the caller's role first (implementStaff, the contract's
 * roles), and every change is versioned, audited and announced in its transaction (content-writes.ts).
 */
export function registerEditingRoutes<F, R extends PublicationRow>(
  app: Hono,
  db: Database,
  api: EditingEndpoints<F>,
  kind: ContentKind<F, R>,
  options: EditingRouteOptions,
): void {
  implementStaff(app, api.list, ({ query }) => listContent(db, kind, query))

  implementStaff(app, api.detail, async ({ params }) => {
    const read = await readItem(db, kind, params.id)
    if (!read) throw new ApiError('NOT_FOUND')
    return {
      id: params.id,
      ...publicationOf(read),
      fields: read.draft ?? kind.fromRow(read.item),
      published: read.item.publishAt === null ? null : kind.fromRow(read.item),
    }
  })

  if (api.create) implementStaff(app, api.create, ({ body, actor, clientIp }) => createItem(db, kind, body, { actor, clientIp }))
  implementStaff(app, api.saveDraft, ({ params, body, actor, clientIp }) =>
    saveDraft(db, kind, params.id, body, { actor, clientIp }),
  )
  implementStaff(app, api.publish, ({ params, body, actor, clientIp }) =>
    publishItem(db, kind, params.id, { ...body, publishable: options.publishable }, { actor, clientIp }),
  )
  implementStaff(app, api.unpublish, ({ params, body, actor, clientIp }) =>
    unpublishItem(db, kind, params.id, body.version, { actor, clientIp }),
  )
  if (api.remove)
    implementStaff(app, api.remove, ({ params, actor, clientIp }) => removeItem(db, kind, params.id, { actor, clientIp }))

  implementStaff(app, api.revisions, async ({ params }) => {
    if (!(await readItem(db, kind, params.id))) throw new ApiError('NOT_FOUND')
    return listRevisions(db, kind.type, params.id)
  })
  implementStaff(app, api.revision, ({ params }) => readRevision(db, kind.type, params.id, params.revision))
  implementStaff(app, api.restore, ({ params, body, actor, clientIp }) =>
    restoreRevision(db, kind, params.id, { revision: params.revision, version: body.version }, { actor, clientIp }),
  )

  if (!api.preview) return
  implementStaff(app, api.preview, async ({ params }) => {
    const { pagePath } = kind
    const read = await readItem(db, kind, params.id)
    if (!pagePath || !read) throw new ApiError('NOT_FOUND')
    assertPublishable(options.publishable, workingFields(kind, read))
    const item = { type: kind.type, id: params.id, version: read.item.version }
    const { token, expiresAt } = await issuePreviewToken(db, item, options.clock())
    return { path: `${pagePath(params.id)}?preview=${token}`, expiresAt: expiresAt.toISOString() }
  })
  if (!api.revokePreviews) return
  implementStaff(app, api.revokePreviews, async ({ params, actor, clientIp }) =>
    db.transaction(async (tx) => {
      if (!(await readItem(tx, kind, params.id))) throw new ApiError('NOT_FOUND')
      await revokePreviewLinks(tx, kind.type, params.id, options.clock())
      await recordAudit(tx, actor, clientIp, { action: 'content.preview-revoke', targetType: kind.type, targetId: params.id })
      return { revoked: true as const }
    }),
  )
}
