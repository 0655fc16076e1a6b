// The checks after the run, straight against the database (opened with the app's own openDatabase, the server
// stopped) and the upload folder: lost inquiries, missing or wrong files, orphan files, then the app's own sweep
// of abandoned uploads (with no age threshold) and the orphan count again.

import '../app-modules.mjs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import { sha256 } from './payloads.mjs'

const { openDatabase } = await import('~/backend/db/database.server')
const { sweepAbandonedUploads } = await import('~/backend/inquiries/upload-reservations')
const { LocalFileStorage } = await import('~/backend/storage/local-file-storage.server')

/** A temporary file of LocalFileStorage.put (`<key>.partial`; builds before 2026-11: `<key>.<12 hex>.partial`). */
const PARTIAL = /^(.*?)(\.[0-9a-f]{12})?\.partial$/

async function rows(db, query) {
  return (await db.execute(query)).rows
}

/** Every file under the folder, as paths relative to it ('/' separated, as storage keys are). */
async function filesUnder(root) {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name).slice(root.length + 1))
}

/** Sorts the upload folder's files: owned by an attachment row, reserved in pending_uploads, or orphans. */
async function classifyFiles(db, uploadDir) {
  const attached = new Set((await rows(db, sql`SELECT storage_key FROM inquiry_attachments`)).map((row) => row.storage_key))
  const pending = new Set((await rows(db, sql`SELECT storage_key FROM pending_uploads`)).map((row) => row.storage_key))
  const result = { files: 0, attached: 0, pending: 0, pendingPartial: 0, orphans: [], pendingRows: pending.size }
  const present = new Set()
  for (const path of await filesUnder(uploadDir)) {
    result.files += 1
    present.add(path)
    const partialOf = PARTIAL.exec(path)?.[1]
    if (attached.has(path)) result.attached += 1
    else if (pending.has(path)) result.pending += 1
    else if (partialOf && pending.has(partialOf)) result.pendingPartial += 1
    else result.orphans.push(path)
  }
  result.pendingWithoutFile = [...pending].filter((key) => !present.has(key)).length
  return result
}

/**
 * @param {{ database: { url?: string, pgliteDir: string }, uploadDir: string, runTag: string,
 *   attempts: Map<string, { files: { name: string, size: number, sha256: string }[] }>,
 *   acknowledged: Map<string, string> }} input
 *   attempts: every submission sent, by its subject; acknowledged: subject → receipt number of each 201.
 */
export async function verify({ database, uploadDir, runTag, attempts, acknowledged }) {
  const { db, close } = await openDatabase(database)
  try {
    const stored = await rows(
      db,
      sql`SELECT i.id, i.receipt_number, i.subject,
            coalesce(json_agg(json_build_object('key', a.storage_key, 'name', a.original_name, 'size', a.size_bytes))
              FILTER (WHERE a.id IS NOT NULL), '[]') AS files
          FROM inquiries i LEFT JOIN inquiry_attachments a ON a.inquiry_id = i.id
          WHERE i.subject LIKE ${`durability ${runTag} %`}
          GROUP BY i.id`,
    )
    const byReceipt = new Map(stored.map((row) => [row.receipt_number, row]))
    const figures = {
      stored: stored.length,
      storedUnacknowledged: 0,
      lost: [],
      wrongContent: [],
      filesChecked: 0,
      missingFiles: [],
      wrongFiles: [],
      incomplete: [],
      unknownRows: 0,
      duplicates: 0,
    }
    for (const [subject, receipt] of acknowledged) {
      const row = byReceipt.get(receipt)
      if (!row) figures.lost.push(receipt)
      else if (row.subject !== subject) figures.wrongContent.push(receipt)
    }
    const acknowledgedReceipts = new Set(acknowledged.values())
    const storedPerSubmission = new Map()
    for (const row of stored) {
      if (!acknowledgedReceipts.has(row.receipt_number)) figures.storedUnacknowledged += 1
      const sent = attempts.get(row.subject)
      if (!sent) {
        figures.unknownRows += 1
        continue
      }
      const submission = row.subject.replace(/ attempt \d+$/, '')
      storedPerSubmission.set(submission, (storedPerSubmission.get(submission) ?? 0) + 1)
      const files = typeof row.files === 'string' ? JSON.parse(row.files) : row.files
      // Every file that was sent has its row, and every row its file, with the bytes that were sent.
      if (files.length !== sent.files.length) figures.incomplete.push(row.receipt_number)
      for (const file of files) {
        figures.filesChecked += 1
        const expected = sent.files.find((candidate) => candidate.name === file.name)
        const bytes = await readFile(join(uploadDir, file.key)).catch(() => undefined)
        if (!bytes) figures.missingFiles.push(`${row.receipt_number} ${file.key}`)
        else if (!expected || bytes.length !== file.size || file.size !== expected.size || sha256(bytes) !== expected.sha256)
          figures.wrongFiles.push(`${row.receipt_number} ${file.key}`)
      }
    }
    for (const count of storedPerSubmission.values()) if (count > 1) figures.duplicates += count - 1

    const before = await classifyFiles(db, uploadDir)
    const swept = await sweepAbandonedUploads(db, new LocalFileStorage(uploadDir), 0)
    const after = await classifyFiles(db, uploadDir)
    return { ...figures, before, swept: swept.length, after }
  } finally {
    await close()
  }
}
