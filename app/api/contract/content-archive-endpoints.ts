import * as v from 'valibot'
import { KiB } from './content-editing'
import { defineEndpoint, type FileEndpoint } from './endpoint'
import { adminOnlyRoles } from './staff-roles'

/**
 * The largest archive the console takes (decision 125): an upload is held whole, then as base64, so a site's larger
 * archive goes in with `npm run content -- import FILE`, which takes up to the archive's own limits.
 */
export const CONTENT_ARCHIVE_UPLOAD_MAX_BYTES = 64 * 1024 * KiB
const base64Length = (bytes: number) => Math.ceil(bytes / 3) * 4

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

/** One fault of an archive: where (part, item from 1, key, field) and why, in the console's language. */
export const contentArchiveProblem = v.object({
  code: v.string(),
  part: v.optional(v.string()),
  row: v.optional(count),
  key: v.optional(v.string()),
  field: v.optional(v.string()),
  message: v.string(),
})
export type ContentArchiveProblem = v.InferOutput<typeof contentArchiveProblem>

/** The check's report (every fault, what the archive holds by part and its files), and whether it was imported. */
export const contentArchiveReport = v.object({
  imported: v.boolean(),
  problems: v.array(contentArchiveProblem),
  counts: v.record(v.string(), count),
  files: count,
})
export type ContentArchiveReport = v.InferOutput<typeof contentArchiveReport>

/**
 * The site's content as an archive, out and in (issue 68 §2, decision 125), for admins with a recent proof: each
 * takes or replaces the whole site's content.
 */
export const contentArchiveEndpoints = {
  /**
   * Checks an archive (`dryRun`, nothing written) or imports it, all or nothing, into a site that holds none of its
   * parts yet. Either way the answer is the check's report; `imported` only once every part is written. Audited
   * (`content.import`) when it imports.
   */
  importContentArchive: defineEndpoint({
    method: 'POST',
    path: '/admin/content/archive/import',
    body: v.object({
      dryRun: v.boolean(),
      file: v.object({
        /** As the admin's computer named it: for the audit log only. */
        name: v.pipe(v.string(), v.trim(), v.maxLength(200)),
        /** The archive's bytes (a gzipped tar) in base64. */
        content: v.pipe(
          v.string(),
          v.maxLength(base64Length(CONTENT_ARCHIVE_UPLOAD_MAX_BYTES)),
          v.regex(/^[A-Za-z0-9+/]*={0,2}$/),
        ),
      }),
    }),
    maxBodyBytes: base64Length(CONTENT_ARCHIVE_UPLOAD_MAX_BYTES) + 2 * KiB,
    data: contentArchiveReport,
    roles: adminOnlyRoles,
    recentProof: true,
  }),
}

/**
 * GET /admin/content/archive.tar.gz: the site's content as one archive (`content-YYYYMMDD.tar.gz`, a download),
 * streamed as it is packed. Audited (`content.export`, with what it holds by part). Not in the `{ data }` envelope.
 */
export const contentArchiveExport = {
  method: 'GET',
  path: '/admin/content/archive.tar.gz',
  roles: adminOnlyRoles,
  recentProof: true,
} as const satisfies FileEndpoint
