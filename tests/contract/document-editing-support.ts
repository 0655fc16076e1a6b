import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { afterAll, beforeAll } from 'vitest'
import { contentEndpoints } from '~/api/contract/content-endpoints'
import { documentEditingEndpoints as api, type DocumentForEditing } from '~/api/contract/document-editing-endpoints'
import type { DocumentRecord, DocumentType } from '~/api/contract/documents'
import type { FileStorage } from '~/backend/storage/file-storage'
import { S3FileStorage } from '~/backend/storage/s3-file-storage.server'
import type { Locale } from '~/i18n/locales'
import { S3rver, s3rverCredentials } from '../s3rver'
import type { CallOptions } from './auth-support'
import { staffOf, uploadBody as uploadOf } from './media-support'
import { setUpOpsHarness } from './ops-support'
import { expectOk } from './staff-support'

/**
 * What the documents' tests share (document-editing.test.ts, document-editing-names.test.ts): the ops harness with
 * the attachments' storage on a real S3 HTTP server (s3rver), an editor, an admin and a support member, and the calls
 * of a reader and of the console.
 */

const BUCKET = 'documents-test'

/** A small real PDF, its text varied by `label` so that each is other bytes. */
export const pdf = (label: string) =>
  Buffer.from(`%PDF-1.4\n% ${label}\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n`)

export const TYPE: DocumentType = 'BRAND_STRATEGY'

export const language = (document: DocumentForEditing, locale: Locale) =>
  document.languages.find((item) => item.locale === locale)

export function setUpDocumentEditing() {
  let directory: string
  let server: S3rver
  let s3: S3FileStorage | undefined
  /** The attachments' S3 storage on a real S3 HTTP server (s3rver), made once the harness asks for it. */
  const storage: FileStorage = {
    put: (...args) => (s3 as S3FileStorage).put(...args),
    get: (key) => (s3 as S3FileStorage).get(key),
    delete: (key) => (s3 as S3FileStorage).delete(key),
  }

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'documents-s3-'))
    server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true })
    const { port } = await server.run()
    const config = { bucket: BUCKET, endpoint: `http://127.0.0.1:${port}`, region: 'us-east-1', ...s3rverCredentials }
    const client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    })
    await client.send(new CreateBucketCommand({ Bucket: BUCKET }))
    client.destroy()
    s3 = new S3FileStorage(config)
  })
  afterAll(async () => {
    await server?.close()
    if (directory) await rm(directory, { recursive: true, force: true })
  })

  const harness = setUpOpsHarness(storage)
  const db = () => harness.database.db
  const editor: CallOptions = {}
  const admin: CallOptions = {}
  const support: CallOptions = {}

  beforeAll(async () => {
    Object.assign(editor, await staffOf(harness, 'editor', 'documents-editor'))
    Object.assign(admin, await staffOf(harness, 'admin', 'documents-admin'))
    Object.assign(support, await staffOf(harness, 'support', 'documents-support'))
  })

  /** What a reader in `locale` is offered for the type, from the public read. */
  async function readerGets(locale: Locale, type = TYPE): Promise<DocumentRecord> {
    const [record] = await expectOk(harness, 'http', contentEndpoints.documents, { query: { type } }, { locale })
    if (!record) throw new Error(`no ${type} document`)
    return record
  }

  /** The document as the console reads it (its names and their version). */
  async function documentRead(type: DocumentType): Promise<DocumentForEditing> {
    const found = (await expectOk(harness, 'http', api.list, {}, editor)).find((document) => document.type === type)
    if (!found) throw new Error(`no ${type} document`)
    return found
  }

  const origin = () => harness.transports.http.baseUrl.replace(/\/api\/v1$/, '')
  const download = (url: string) => fetch(`${origin()}${url}`)

  function upload(locale: Locale, name: string, bytes: Uint8Array, options = editor, type = TYPE) {
    return expectOk(harness, 'http', api.upload, { params: { type, locale }, body: uploadOf(name, bytes) }, options)
  }

  return { harness, storage, db, editor, admin, support, readerGets, documentRead, download, upload }
}
