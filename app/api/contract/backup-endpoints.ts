import * as v from 'valibot'
import { defineEndpoint } from './endpoint'
import { adminOnlyRoles } from './staff-roles'

/**
 * Backups (issue 38 §1, docs/decisions/0068): their state for the console's dashboard and `npm run backup`, a backup
 * taken now, and the export of the site's own keys, which a backup never holds. Admins and the operator's machine
 * credential; the keys' export for the machine credential only (an operator's tool, never a browser's).
 */

const timestamp = v.pipe(v.string(), v.isoTimestamp())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const backupRun = v.object({
  id: count,
  trigger: v.picklist(['schedule', 'request']),
  status: v.picklist(['running', 'done', 'failed']),
  startedAt: timestamp,
  finishedAt: v.nullable(timestamp),
  /** Where the archive is: a path on the server, or s3://bucket/backups/…. */
  archive: v.nullable(v.string()),
  bytes: v.nullable(count),
  rows: v.nullable(count),
  files: v.nullable(count),
  error: v.nullable(v.string()),
})
export type BackupRunData = v.InferOutput<typeof backupRun>

export const backupStatus = v.object({
  /** BACKUP_SCHEDULE, or null when backups are taken only on request. */
  schedule: v.nullable(v.string()),
  next: v.nullable(timestamp),
  last: v.nullable(backupRun),
  lastDone: v.nullable(backupRun),
})
export type BackupStatusData = v.InferOutput<typeof backupStatus>

export const backupEndpoints = {
  backupStatus: defineEndpoint({
    method: 'GET',
    path: '/admin/backups',
    data: backupStatus,
    roles: adminOnlyRoles,
    machine: true,
  }),
  /** Takes a backup now and answers once it is written (409 BACKUP_IN_PROGRESS while another is being taken). */
  takeBackup: defineEndpoint({
    method: 'POST',
    path: '/admin/backups',
    body: v.object({}),
    maxBodyBytes: 1024,
    data: backupRun,
    roles: adminOnlyRoles,
    machine: true,
  }),
  /** The site's generated keys (app_secrets), to keep apart from the backups; audited. */
  exportSecrets: defineEndpoint({
    method: 'POST',
    path: '/admin/backups/secrets',
    body: v.object({}),
    maxBodyBytes: 1024,
    data: v.object({ format: v.literal('site-secrets'), secrets: v.record(v.string(), v.string()) }),
    roles: [],
    machine: true,
  }),
}
