import { randomUUID } from 'node:crypto'
import { Readable } from 'node:stream'
import { fileTypeFromBuffer } from 'file-type'
import { acceptedAttachmentTypes, inquiryFileLimits } from '~/api/contract/inquiry-form'
import { type IntakeError, intakeErrors } from '~/api/contract/intake-error'
import { log } from '~/server/logging/log.server'
import type { Database } from '../db/database.server'
import type { MalwareScanner } from '../security/malware-scan/malware-scanner'
import type { FileStorage } from '../storage/file-storage'
import { nameForType } from './attachment-name'
import { assertScannedClean, scanFailure } from './attachment-scan'
import { reserveUpload } from './upload-reservations'

/** Bytes looked at to recognise the type: enough for the OOXML package's first entries, small enough to hold. */
const SAMPLE_BYTES = 64 * 1024

export interface StoredAttachment {
  storageKey: string
  originalName: string
  contentType: string
  sizeBytes: number
}

export interface AttachmentBudget {
  /** Bytes of files already received in this request. */
  usedBytes: number
}

const MiB = 1024 * 1024

/** The visitor's file name, kept only as a label: no path, no control characters, at most 255 characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).at(-1) ?? ''
  const clean = base.replace(/[\p{Cc}\p{Cf}]/gu, '').trim()
  return (clean || 'file').slice(0, 255)
}

export function storageKeyFor(extension: string, at: Date = new Date()): string {
  const month = `${at.getUTCFullYear()}/${String(at.getUTCMonth() + 1).padStart(2, '0')}`
  return `inquiries/${month}/${randomUUID()}.${extension}`
}

/** The accepted type the content shows, or undefined (whatever the name and the declared type say). */
export async function sniffAttachmentType(sample: Uint8Array): Promise<{ mime: string; extension: string } | undefined> {
  const detected = await fileTypeFromBuffer(sample)
  if (!detected) return undefined
  const accepted = acceptedAttachmentTypes.find((type) => type.mime === detected.mime)
  return accepted ? { mime: accepted.mime, extension: accepted.extensions[0] } : undefined
}

/**
 * Reads one file part: recognises its type from its first bytes (refusing it before anything is stored),
 * reserves a generated name and streams the bytes to storage, refusing the file as soon as it passes the
 * per-file or per-request limit. With a malware scanner, the same bytes go to it as they stream, and the file is
 * refused, before its stream ends, when it finds malware or gives no verdict (the caller then discards what was
 * reserved, as for every refusal). Resolves once the bytes are durable in storage and, when scanned, clean.
 */
export async function receiveAttachment(
  input: { filename: string; stream: Readable },
  budget: AttachmentBudget,
  deps: { db: Pick<Database, 'insert'>; storage: FileStorage; scanner?: MalwareScanner; onReserved: (key: string) => void },
): Promise<StoredAttachment> {
  const chunks = input.stream[Symbol.asyncIterator]() as AsyncIterator<Buffer>
  let size = 0
  let overLimit: IntakeError | undefined
  const count = (chunk: Buffer) => {
    size += chunk.length
    if (size > inquiryFileLimits.maxFileBytes) overLimit = intakeErrors.fileTooLarge(inquiryFileLimits.maxFileBytes / MiB)
    else if (budget.usedBytes + size > inquiryFileLimits.maxTotalBytes)
      overLimit = intakeErrors.bodyTooLarge(inquiryFileLimits.maxTotalBytes / MiB)
    if (overLimit) throw overLimit
  }

  const head: Buffer[] = []
  let headBytes = 0
  let ended = false
  while (headBytes < SAMPLE_BYTES) {
    const next = await chunks.next()
    if (next.done) {
      ended = true
      break
    }
    count(next.value)
    head.push(next.value)
    headBytes += next.value.length
  }
  const sample = Buffer.concat(head)
  const declaredName = cleanFileName(input.filename)
  const type = await sniffAttachmentType(sample.subarray(0, SAMPLE_BYTES))
  if (!type) throw intakeErrors.fileType(declaredName)
  // The label staff see and save the file under names the type the bytes show, never the one the visitor claimed.
  const originalName = nameForType(declaredName, type.mime)

  const storageKey = storageKeyFor(type.extension)
  await reserveUpload(deps.db, storageKey)
  deps.onReserved(storageKey)

  const scan = deps.scanner?.start()
  async function* rest(): AsyncGenerator<Buffer> {
    await scan?.write(sample)
    yield sample
    while (!ended) {
      const next = await chunks.next()
      if (next.done) break
      count(next.value)
      await scan?.write(next.value)
      yield next.value
    }
    // The verdict before the stream ends: a refused file never completes its put, nor reaches a bucket (decision 58).
    if (scan) await assertScannedClean(scan, declaredName, storageKey)
  }
  try {
    await deps.storage.put(storageKey, Readable.from(rest()), type.mime)
  } catch (error) {
    scan?.abort()
    const unscanned = scanFailure(error, storageKey)
    if (unscanned) throw unscanned
    if (!overLimit || error === overLimit) throw error
    // The storage reported its own cleanup failing instead (an S3 service that refused to abort the multipart
    // upload): the visitor's answer is still the limit, and the operator learns of the parts left behind.
    log.warn('inquiries', 'storage failed while refusing an oversized file', { storageKey, error })
    throw overLimit
  }
  budget.usedBytes += size
  return { storageKey, originalName, contentType: type.mime, sizeBytes: size }
}
