import * as v from 'valibot'
import { redirectLetterCases } from '~/api/contract/redirect-matching'
import { authEnvEntries, authRequiredTogether, authSecretVariables } from './env-schema-auth'
import { operationsEnvEntries } from './env-schema-operations'
import { sharedCacheEnvEntries } from './env-schema-shared-cache'
import { smsEnvEntries, smsRequiredTogether, smsSecretVariables } from './env-schema-sms'

const booleanFlag = v.pipe(
  v.optional(v.picklist(['true', 'false', '1', '0', '']), 'false'),
  v.transform((value) => value === 'true' || value === '1'),
)

const optionalText = (max: number) => v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)))

const optionalHttpUrl = v.optional(
  v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\//, 'must start with http:// or https://')),
)

/** Every environment variable the server reads. Unset variables take the defaults shown in .env.example. */
export const envSchema = v.object({
  PORT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a port number'), v.transform(Number), v.minValue(1), v.maxValue(65535)),
    '3000',
  ),
  SITE_URL: v.optional(
    v.pipe(v.string(), v.url(), v.regex(/^https?:\/\/[^/]+$/, 'must be an origin such as https://example.com, without a path')),
    'http://localhost:3000',
  ),
  TRUST_PROXY: booleanFlag,
  LOG_LEVEL: v.optional(v.picklist(['debug', 'info', 'warn', 'error', 'silent']), 'info'),
  /** `text`: `kind: message key="value"`; `json`: one JSON object per line, for log shippers (log-line.ts). */
  LOG_FORMAT: v.optional(v.picklist(['text', 'json']), 'text'),
  BRAND_NAME: optionalText(60),
  COMPANY_NAME: optionalText(120),
  COMPANY_CEO: optionalText(60),
  COMPANY_ADDRESS: optionalText(200),
  COMPANY_BUSINESS_REG_NO: v.optional(v.pipe(v.string(), v.regex(/^\d{3}-\d{2}-\d{5}$/, 'must look like 123-45-67890'))),
  COMPANY_MAIL_ORDER_REG_NO: optionalText(80),
  COMPANY_PHONE: v.optional(v.pipe(v.string(), v.regex(/^[0-9+()\- ]{7,20}$/, 'must be a phone number'))),
  COMPANY_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  COMPANY_VIDEO_ID: v.optional(v.pipe(v.string(), v.regex(/^[\w-]{11}$/, 'must be an 11-character YouTube video id'))),
  ONLINE_SHOP_URL: optionalHttpUrl,
  DASHBOARD_LOGIN_URL: optionalHttpUrl,
  /** The Kakao Maps JavaScript key: public by nature (it ships to the browser), bound to the site's domains at Kakao. */
  KAKAO_MAP_APP_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[A-Za-z0-9]{16,64}$/, 'must be a Kakao JavaScript key (letters and digits only)')),
  ),
  /**
   * How old addresses are matched to their redirects: `exact` letter case, or `any` when the previous site ignored it
   * (an IIS site, for every address): decision 116.
   */
  REDIRECT_LETTER_CASE: v.optional(v.picklist(redirectLetterCases), 'exact'),
  API_BASE_URL: v.optional(
    v.pipe(v.string(), v.trim(), v.url(), v.regex(/^https?:\/\/.+[^/]$/, 'must be an http(s) URL without a trailing slash')),
  ),
  API_TIMEOUT_MS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be milliseconds'), v.transform(Number), v.minValue(100)),
    '10000',
  ),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://'))),
  DATABASE_POOL_SIZE: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a number'), v.transform(Number), v.minValue(1), v.maxValue(200)),
    '10',
  ),
  PGLITE_DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data/pglite'),
  /** Folder for inquiry attachments when no S3 bucket is configured. */
  UPLOAD_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), '.data/uploads'),
  /** S3-compatible storage for attachments (with S3_REGION and the key pair; S3_ENDPOINT for non-AWS services). */
  S3_BUCKET: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name'))),
  S3_ENDPOINT: optionalHttpUrl,
  S3_REGION: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9-]{2,40}$/, 'must be a region such as eu-central-1')),
    'us-east-1',
  ),
  S3_ACCESS_KEY_ID: optionalText(128),
  S3_SECRET_ACCESS_KEY: optionalText(256),
  /** The key that signs proof-of-work captcha challenges; unset: one is generated once and kept in the database. */
  CAPTCHA_HMAC_KEY: v.optional(v.pipe(v.string(), v.minLength(32, 'must be at least 32 characters'), v.maxLength(512))),
  /** The proof of work's size: the largest number a browser may have to try (it tries about half as many hashes). */
  CAPTCHA_MAX_NUMBER: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,8}$/, 'must be a number'), v.transform(Number), v.minValue(1000), v.maxValue(10_000_000)),
    '100000',
  ),
  /** Google reCAPTCHA instead of the proof of work: both keys or neither. */
  RECAPTCHA_SITE_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{20,100}$/, 'must be a reCAPTCHA site key'))),
  RECAPTCHA_SECRET_KEY: v.optional(v.pipe(v.string(), v.trim(), v.regex(/^[\w-]{20,100}$/, 'must be a reCAPTCHA secret key'))),
  /**
   * ClamAV's daemon, which checks inquiry attachments and staff's PDFs for malware (decisions 99, 102): tcp://host:port
   * or unix:/path.
   */
  CLAMD_URL: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(
        /^(tcp:\/\/[\w.-]+:\d{1,5}|tcp:\/\/\[[\da-fA-F:]+\]:\d{1,5}|unix:\/\S+)$/,
        'must be tcp://host:port or unix:/path/to/clamd.ctl',
      ),
    ),
  ),
  /** Inquiries one client IP may send per window (INQUIRY_RATE_WINDOW_SECONDS). */
  INQUIRY_RATE_LIMIT: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a number'), v.transform(Number), v.minValue(1)),
    '5',
  ),
  INQUIRY_RATE_WINDOW_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,6}$/, 'must be seconds'), v.transform(Number), v.minValue(1)),
    '600',
  ),
  /** Where the staff notice of a new inquiry goes (one address or a comma-separated list); unset: the company email. */
  INQUIRY_NOTIFY_TO: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (value) => value.split(',').every((address) => v.is(v.pipe(v.string(), v.trim(), v.email()), address)),
        'must be an email address or a comma-separated list of them',
      ),
    ),
  ),
  /** The visitor's confirmation mail: on (default) or off. */
  INQUIRY_CONFIRMATION: v.optional(v.picklist(['on', 'off']), 'on'),
  /** The mail server (smtp://user:pass@host:587 or smtps://…:465); unset: mail is written to the server log. */
  SMTP_URL: v.optional(v.pipe(v.string(), v.trim(), v.url(), v.regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://'))),
  /** The sender of every mail: an address, or `Name <address>`. */
  MAIL_FROM: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^([^<>\r\n]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/, 'must be an address or Name <address>'),
    ),
  ),
  /** The machine credential of the admin API (Bearer, every right: the command lines); unset: only staff sign in. */
  ADMIN_TOKEN: v.optional(v.pipe(v.string(), v.trim(), v.minLength(32, 'must be at least 32 characters'), v.maxLength(512))),
  /**
   * Where ADMIN_TOKEN is taken from: `loopback` (this machine only: the operator's command lines on the server) or
   * `anywhere` (a deployment whose tools run elsewhere, behind its own network rules). Every use is audited.
   */
  ADMIN_TOKEN_FROM: v.optional(v.picklist(['loopback', 'anywhere']), 'loopback'),
  /** Months after which an inquiry nobody marked processed has its personal data destroyed. */
  INQUIRY_UNPROCESSED_RETENTION_MONTHS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'must be a number of months'), v.transform(Number), v.minValue(1), v.maxValue(120)),
    '12',
  ),
  /** Days the audit log keeps an entry (docs/decisions/0033-audit-log.md): at least a year; two by default. */
  AUDIT_RETENTION_DAYS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, 'must be a number of days'),
      v.transform(Number),
      v.minValue(365),
      v.maxValue(36_500),
    ),
    '730',
  ),
  /**
   * A second bucket, on S3_BUCKET's service and keys, that gets a copy of every audit entry within minutes (decision
   * 100): give it Object Lock, so that nobody who controls the site or its database can rewrite what it holds.
   */
  AUDIT_COPY_BUCKET: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name')),
  ),
  ...authEnvEntries,
  ...smsEnvEntries,
  ...operationsEnvEntries,
  ...sharedCacheEnvEntries,
})

export type Env = v.InferOutput<typeof envSchema>

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

/** Variables that only work together: one set without the others is a mistake, not a default. */
const requiredTogether: (keyof Env)[][] = [
  ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_SECRET_KEY'],
  ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
  ...(authRequiredTogether as (keyof Env)[][]),
  ...(smsRequiredTogether as (keyof Env)[][]),
]

function incompletePairs(env: Env): string[] {
  const auditCopy =
    env.AUDIT_COPY_BUCKET && !env.S3_BUCKET ? ['AUDIT_COPY_BUCKET: needs S3_BUCKET and its keys, whose service it uses'] : []
  const sameBucket =
    env.AUDIT_COPY_BUCKET && env.AUDIT_COPY_BUCKET === env.S3_BUCKET
      ? ['AUDIT_COPY_BUCKET: must be another bucket than S3_BUCKET, one the site can only add to']
      : []
  return [...auditCopy, ...sameBucket, ...requiredGroupsMissing(env)]
}

function requiredGroupsMissing(env: Env): string[] {
  return requiredTogether
    .filter((group) => group.some((key) => env[key] !== undefined) && group.some((key) => env[key] === undefined))
    .map(
      (group) =>
        `${group.join(', ')}: set all of them or none (missing ${group.filter((key) => env[key] === undefined).join(', ')})`,
    )
}

/** Never echoed in an error message: they hold passwords or keys, and the message goes to the log. */
const secretVariables = new Set([
  'DATABASE_URL',
  'SMTP_URL',
  'ADMIN_TOKEN',
  'CAPTCHA_HMAC_KEY',
  'RECAPTCHA_SECRET_KEY',
  'S3_SECRET_ACCESS_KEY',
  'PURGE_TOKEN',
  ...authSecretVariables,
  ...smsSecretVariables,
])

/** Parses the environment, listing every bad variable at once rather than stopping at the first. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "use the default", as if it were not set.
  const relevant = Object.fromEntries(Object.keys(envSchema.entries).map((key) => [key, source[key] || undefined]))
  const result = v.safeParse(envSchema, relevant, { abortPipeEarly: true })
  if (result.success) {
    const pairProblems = incompletePairs(result.output)
    if (pairProblems.length) throw new InvalidEnvironmentError(pairProblems)
    return result.output
  }
  const problems = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? '(root)'
    return `${key}: ${issue.message} (got ${secretVariables.has(key) ? 'a value not shown: it is a secret' : JSON.stringify(issue.input)})`
  })
  throw new InvalidEnvironmentError(problems)
}
