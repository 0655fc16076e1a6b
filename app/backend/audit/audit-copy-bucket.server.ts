import type { Env } from '~/config/env-schema'
import { log } from '~/server/logging/log.server'
import { logUnsetProtection } from '~/server/logging/unset-protection.server'
import type { S3StorageConfig } from '../storage/s3-file-storage.server'
import { AUDIT_COPY_PUT_TIMEOUT_MS, type AuditCopyTarget } from './audit-copy.server'

type AuditCopyEnv = Pick<
  Env,
  'AUDIT_COPY_BUCKET' | 'S3_ENDPOINT' | 'S3_REGION' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'SITE_URL'
>

/** A bucket on S3_BUCKET's service and keys; the S3 client is loaded with the first copy. */
function bucketTarget(config: S3StorageConfig): AuditCopyTarget {
  let storage: Promise<AuditCopyTarget> | undefined
  return {
    async put(key, body, contentType) {
      storage ??= import('../storage/s3-file-storage.server').then(({ S3FileStorage }) => new S3FileStorage(config))
      await (await storage).put(key, body, contentType)
    },
  }
}

/**
 * AUDIT_COPY_BUCKET's target (decision 100), said once at start; without it the audit log lives in the database alone,
 * which a site others reach is warned of.
 */
export function configuredAuditCopyTarget(env: AuditCopyEnv): AuditCopyTarget | undefined {
  const { AUDIT_COPY_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env
  if (bucket && accessKeyId && secretAccessKey) {
    log.info('audit', `every audit entry is copied to s3://${bucket} within minutes`)
    const { S3_ENDPOINT: endpoint, S3_REGION: region } = env
    return bucketTarget({ bucket, endpoint, region, accessKeyId, secretAccessKey, requestTimeoutMs: AUDIT_COPY_PUT_TIMEOUT_MS })
  }
  logUnsetProtection('audit', 'AUDIT_COPY_BUCKET is unset: the audit log is kept in the database alone', env.SITE_URL)
  return undefined
}
