import type { Hono } from 'hono'
import { contentKinds, type KindName, kindNames } from '~/api/contract/kinds/content-kinds'
import { editingByKind, type KindEditing } from '~/api/contract/kinds/kind-editing-endpoints'
import type { Database } from '~/backend/db/database.server'
import { implementStaff } from '~/backend/staff/implement-staff'
import type { PublicationRow } from '../editing/content-kind'
import { type EditingEndpoints, registerEditingRoutes } from '../editing/editing-routes'
import { type OrderedKind, reorderItems } from './chosen-order'
import { kindAdapters } from './kind-adapters'

type Calls = EditingEndpoints<unknown> & Partial<Pick<KindEditing<'history'>, 'reorder'>>

/** A kind's editing calls, and its reorder when the site shows it in a chosen order. */
function registerKind(app: Hono, db: Database, name: KindName, clock: () => Date) {
  const api = editingByKind[name] as Calls
  const adapter = kindAdapters[name]
  if (api.reorder) {
    const ordered = adapter as OrderedKind<unknown, PublicationRow>
    // The reorder first: its address (`…/order`) would otherwise be taken for an item's.
    implementStaff(app, api.reorder, ({ body, actor, clientIp }) => reorderItems(db, ordered, body.ids, { actor, clientIp }))
  }
  registerEditingRoutes(app, db, api, adapter, { clock, publishable: contentKinds[name].fields })
}

/**
 * Editing every declared kind (products, history, clients, people, openings, testimonials, figures, the FAQ and the
 * long-form pages; issue 24, decisions 41, 52 and 64) for editors and admins, with the engine posts use (drafts, schedules, revisions), and
 * reordering where the public site shows a chosen order.
 */
export function registerKindEditingRoutes(app: Hono, db: Database, clock: () => Date): void {
  for (const name of kindNames) registerKind(app, db, name, clock)
}
