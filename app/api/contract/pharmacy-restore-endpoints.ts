import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { idParam } from './query-params'
import { contentEditingRoles } from './staff-roles'

/** How long the list as it stood before a replacing import (or a restore) can be put back. */
export const PHARMACY_RESTORE_DAYS = 30

const timestamp = v.pipe(v.string(), v.isoTimestamp())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** The pharmacy list as it stood before it was replaced: when, by whom, by what, how many pharmacies. */
export const pharmacyRestorePoint = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  createdAt: timestamp,
  /** The staff member whose import or restore replaced it (null: the machine credential or a deleted account). */
  createdBy: v.nullable(v.string()),
  cause: v.picklist(['import', 'restore']),
  count,
  /** After this it is gone. */
  expiresAt: timestamp,
})
export type PharmacyRestorePoint = v.InferOutput<typeof pharmacyRestorePoint>

/**
 * The pharmacy list's restore points (issue 39 §3, decision 76): every import that replaces the list, and every
 * restore, first keeps the list as it stood; for PHARMACY_RESTORE_DAYS the whole list can be put back as it was.
 */
export const pharmacyRestoreEndpoints = {
  pharmacyRestorePoints: defineEndpoint({
    method: 'GET',
    path: '/admin/content/pharmacy-restore-points',
    data: v.object({ items: v.array(pharmacyRestorePoint) }),
    roles: contentEditingRoles,
  }),
  /**
   * Puts the list back as it stood at the restore point: the list now is kept as a new restore point first. Wants a
   * recent proof (it replaces the whole list); 404 for a point unknown or expired. Products gone since are left out.
   */
  restorePharmacyList: defineEndpoint({
    method: 'POST',
    path: '/admin/content/pharmacy-restore-points/:id/restore',
    params: v.object({ id: idParam }),
    body: v.object({}),
    maxBodyBytes: 1024,
    data: v.object({ restored: count, removed: count }),
    roles: contentEditingRoles,
    recentProof: true,
  }),
}
