import type { Hono } from 'hono'
import type { reorderEndpoint } from '~/api/contract/content-editing-endpoints'
import {
  clientEditingEndpoints,
  faqCategoryEditingEndpoints,
  faqEntryEditingEndpoints,
  figureEditingEndpoints,
  historyEditingEndpoints,
  personEditingEndpoints,
  productEditingByType,
  quoteEditingEndpoints,
  recruitEditingEndpoints,
} from '~/api/contract/content-kind-editing-endpoints'
import type { Database } from '~/backend/db/database.server'
import { implementStaff } from '~/backend/staff/implement-staff'
import type { PublicationRow } from '../editing/content-kind'
import { type EditingEndpoints, registerEditingRoutes } from '../editing/editing-routes'
import { type OrderedKind, reorderItems } from './chosen-order'
import { clientKind, figureKind, historyKind, personKind, quoteKind, recruitKind } from './company-kinds'
import { faqCategoryKind, faqEntryKind } from './faq-kinds'
import { productKinds } from './product-kinds'

/** The editing calls of an ordered kind, and its reorder. */
function registerOrdered<F, R extends PublicationRow>(
  app: Hono,
  db: Database,
  api: EditingEndpoints<F> & { reorder: ReturnType<typeof reorderEndpoint> },
  kind: OrderedKind<F, R>,
  clock: () => Date,
) {
  // The reorder first: its address (`…/order`) would otherwise be taken for an item's.
  implementStaff(app, api.reorder, ({ body, actor, clientIp }) => reorderItems(db, kind, body.ids, { actor, clientIp }))
  registerEditingRoutes(app, db, api, kind, { clock })
}

/**
 * Editing products, history, clients, people, openings, testimonials, figures and the FAQ (issue 24, decision 41),
 * for editors and admins, with the engine posts use (drafts, schedules, revisions), and reordering where the public
 * site shows a chosen order.
 */
export function registerKindEditingRoutes(app: Hono, db: Database, clock: () => Date): void {
  registerOrdered(app, db, productEditingByType.material, productKinds.material, clock)
  registerOrdered(app, db, productEditingByType.pb, productKinds.pb, clock)
  registerOrdered(app, db, productEditingByType.related, productKinds.related, clock)
  registerOrdered(app, db, historyEditingEndpoints, historyKind, clock)
  registerOrdered(app, db, clientEditingEndpoints, clientKind, clock)
  registerOrdered(app, db, personEditingEndpoints, personKind, clock)
  registerOrdered(app, db, quoteEditingEndpoints, quoteKind, clock)
  registerOrdered(app, db, figureEditingEndpoints, figureKind, clock)
  registerOrdered(app, db, faqCategoryEditingEndpoints, faqCategoryKind, clock)
  registerOrdered(app, db, faqEntryEditingEndpoints, faqEntryKind, clock)
  registerEditingRoutes(app, db, recruitEditingEndpoints, recruitKind, { clock })
}
