import type { Readable } from 'node:stream'
import { inquiryEndpoints, inquiryMultipartMaxBytes } from '~/api/contract/inquiry-endpoints'
import { inquiryFileLimits } from '~/api/contract/inquiry-form'
import { IntakeError, intakeErrors } from '~/api/contract/intake-error'
import { BodyTooLargeError, readWithin } from '~/server/http/body-limit'
import type { Database } from '../db/database.server'
import type { MalwareScanner } from '../security/malware-scan/malware-scanner'
import type { FileStorage } from '../storage/file-storage'
import { MalformedBodyError, type MultipartPart, multipartParts } from './multipart-parts'
import { type AttachmentBudget, receiveAttachment, type StoredAttachment } from './receive-attachment'
import { fieldsFromForm } from './submission-fields'

const MiB = 1024 * 1024

/** A JSON submission has no files: its text, at most 10,000 characters of content, fits well in this. */
export const MAX_JSON_BYTES = inquiryEndpoints.createInquiry.maxBodyBytes ?? 0
export const MAX_MULTIPART_BYTES = inquiryMultipartMaxBytes

export type BodyKind = 'json' | 'multipart'

export function bodyKindOf(contentType: string | null): BodyKind | undefined {
  const type = contentType?.split(';')[0]?.trim().toLowerCase()
  if (type === 'application/json') return 'json'
  if (type === 'multipart/form-data') return 'multipart'
  return undefined
}

export function maxBodyBytes(kind: BodyKind): number {
  return kind === 'json' ? MAX_JSON_BYTES : MAX_MULTIPART_BYTES
}

const tooLarge = () => intakeErrors.bodyTooLarge(inquiryFileLimits.maxTotalBytes / MiB)

/** Reads a JSON body, refusing it (and reading no further) once it passes the limit. */
export async function readJsonFields(body: ReadableStream<Uint8Array> | null): Promise<unknown> {
  if (!body) throw intakeErrors.validation()
  let bytes: Uint8Array
  try {
    bytes = await readWithin(body, MAX_JSON_BYTES)
  } catch (error) {
    throw error instanceof BodyTooLargeError ? tooLarge() : error
  }
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'))
  } catch {
    throw intakeErrors.validation()
  }
}

export interface MultipartIntake {
  db: Pick<Database, 'insert'>
  storage: FileStorage
  /** Checks each file for malware as it streams (decision 99); unset, files are not scanned. */
  scanner?: MalwareScanner
  /** Runs once the text parts are in, before any file's bytes are read: validation, honeypot, rate limit, captcha. */
  gate: (fields: Record<string, unknown>) => Promise<void>
  /** Each generated name as soon as it is reserved, so the caller can discard the files of a failed submission. */
  onReserved: (key: string) => void
  /** When the body will be done with (read, drained or cancelled), which may be after the submission is refused. */
  onBodyOpened?: (closed: Promise<void>) => void
}

/**
 * Reads a multipart submission in order: the text parts, the gate, then each `files` part straight into
 * storage. Text parts after the first file are ignored (the form sends its text first). Any refusal stops
 * reading the body at once.
 */
export async function readMultipartSubmission(
  body: ReadableStream<Uint8Array> | null,
  contentType: string,
  intake: MultipartIntake,
): Promise<{ fields: Record<string, unknown>; files: StoredAttachment[] }> {
  if (!body) throw intakeErrors.validation()
  const text = new Map<string, string>()
  const files: StoredAttachment[] = []
  const budget: AttachmentBudget = { usedBytes: 0 }
  let fields: Record<string, unknown> | undefined
  let fileParts = 0

  const cut = new AbortController()
  const parts = multipartParts(
    body,
    contentType,
    {
      maxBodyBytes: MAX_MULTIPART_BYTES,
      maxFields: 30,
      maxFieldBytes: 64 * 1024,
      maxFiles: inquiryFileLimits.maxFiles + 1,
      // Each file's own limit is checked as it streams (receiveAttachment); the parser must not truncate first.
      maxFileBytes: MAX_MULTIPART_BYTES,
    },
    cut.signal,
    intake.onBodyOpened,
  )
  try {
    for await (const part of parts) {
      try {
        await takePart(part)
      } catch (error) {
        // Too large: stop reading the client now rather than drain what it still sends.
        if (error instanceof IntakeError && error.status === 413) cut.abort()
        throw error
      }
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw tooLarge()
    if (error instanceof MalformedBodyError) throw intakeErrors.validation()
    throw error
  }
  if (!fields) {
    fields = fieldsFromForm(text)
    await intake.gate(fields)
  }
  return { fields, files }

  async function takePart(part: MultipartPart): Promise<void> {
    if (part.kind === 'field') {
      if (part.truncated) throw intakeErrors.validation({ [part.name]: { key: 'inquiry_error_too_long' } })
      if (!fields && !text.has(part.name)) text.set(part.name, part.value)
      return
    }
    if (!fields) {
      fields = fieldsFromForm(text)
      await intake.gate(fields)
    }
    // An empty file input still sends a part, with no name and no bytes.
    if (part.name !== 'files' || part.filename === '') {
      part.stream.resume()
      return
    }
    fileParts += 1
    if (fileParts > inquiryFileLimits.maxFiles) throw intakeErrors.tooManyFiles(inquiryFileLimits.maxFiles)
    files.push(
      await receiveAttachment({ filename: part.filename, stream: part.stream as Readable }, budget, {
        db: intake.db,
        storage: intake.storage,
        scanner: intake.scanner,
        onReserved: intake.onReserved,
      }),
    )
  }
}
