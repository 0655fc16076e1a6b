import * as v from 'valibot'

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
  BRAND_NAME: optionalText(60),
  COMPANY_NAME: optionalText(120),
  COMPANY_CEO: optionalText(60),
  COMPANY_ADDRESS: optionalText(200),
  COMPANY_BUSINESS_REG_NO: v.optional(v.pipe(v.string(), v.regex(/^\d{3}-\d{2}-\d{5}$/, 'must look like 123-45-67890'))),
  COMPANY_MAIL_ORDER_REG_NO: optionalText(80),
  COMPANY_PHONE: v.optional(v.pipe(v.string(), v.regex(/^[0-9+()\- ]{7,20}$/, 'must be a phone number'))),
  COMPANY_EMAIL: v.optional(v.pipe(v.string(), v.email())),
  ONLINE_SHOP_URL: optionalHttpUrl,
  DASHBOARD_LOGIN_URL: optionalHttpUrl,
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
})

export type Env = v.InferOutput<typeof envSchema>

export class InvalidEnvironmentError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
    this.name = 'InvalidEnvironmentError'
  }
}

/** Parses the environment, listing every bad variable at once rather than stopping at the first. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "use the default", as if it were not set.
  const relevant = Object.fromEntries(Object.keys(envSchema.entries).map((key) => [key, source[key] || undefined]))
  const result = v.safeParse(envSchema, relevant, { abortPipeEarly: true })
  if (result.success) return result.output
  const problems = result.issues.map((issue) => {
    const key = v.getDotPath(issue) ?? '(root)'
    return `${key}: ${issue.message} (got ${JSON.stringify(issue.input)})`
  })
  throw new InvalidEnvironmentError(problems)
}
