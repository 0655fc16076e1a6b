/**
 * One entry of the server log as one line: `<kind>: <message> key=value …`. The kind is one of a fixed list and
 * the message is the site's own words; every value, which may come from a visitor, is a JSON string, so whatever
 * it holds (line breaks, terminal escapes, a forged `sms:` entry) stays inside its quotes on this line.
 */

/** What a line is about: the first word of every line the site writes. */
export type LogKind =
  | 'admin'
  | 'api'
  | 'audit'
  | 'auth'
  | 'backend'
  | 'backup'
  | 'captcha'
  | 'config'
  | 'database'
  | 'feed'
  | 'inquiries'
  | 'jobs'
  | 'mail'
  | 'members'
  | 'memory'
  | 'redirects'
  | 'retention'
  | 'server'
  | 'server-functions'
  | 'sitemap'
  | 'sms'

export type LogFields = Readonly<Record<string, unknown>>

/**
 * Enough for the longest mail the site writes to the log (an inquiry's 10,000 characters of content and the rest of
 * the staff notice), so an operator without SMTP still reads it whole; a longer value is cut and says by how much.
 */
export const MAX_VALUE_CHARACTERS = 16_000

/**
 * What JSON leaves as it is but a terminal or a log viewer would act on: DEL and the C1 controls (U+009B starts an
 * escape sequence, U+0085 is a line break to some), the Unicode line and paragraph separators, and the marks that
 * reorder text on screen. The C0 controls (line feed, carriage return, ESC…) are escaped by JSON itself; a message
 * goes through this too, with them.
 */
const UNSAFE_IN_VALUE = /[\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this escapes
const UNSAFE_IN_MESSAGE = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g

const escapeCharacter = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`

function truncated(text: string): string {
  if (text.length <= MAX_VALUE_CHARACTERS) return text
  // Never cut a surrogate pair in two.
  const end = /[\ud800-\udbff]/.test(text[MAX_VALUE_CHARACTERS - 1] ?? '') ? MAX_VALUE_CHARACTERS - 1 : MAX_VALUE_CHARACTERS
  return `${text.slice(0, end)}… (${text.length - end} more characters)`
}

function describeError(error: Error): string {
  const cause = error.cause instanceof Error ? ` (cause: ${error.cause.name}: ${error.cause.message})` : ''
  return `${error.name}: ${error.message}${cause}`
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value
  if (value instanceof Error) return describeError(value)
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** A value as it appears after `key=`: numbers and booleans bare, anything else a JSON string. */
export function formatLogValue(value: unknown): string {
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value)
  if (value === null) return 'null'
  return JSON.stringify(truncated(textOf(value))).replace(UNSAFE_IN_VALUE, escapeCharacter)
}

/** One log entry as one line (no line break of any kind inside it). Fields whose value is undefined are left out. */
export function formatLogLine(kind: LogKind, message: string, fields: LogFields = {}): string {
  const parts = [`${kind}: ${truncated(message).replace(UNSAFE_IN_MESSAGE, escapeCharacter)}`]
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    parts.push(`${key.replace(/[^\w.-]/g, '_')}=${formatLogValue(value)}`)
  }
  return parts.join(' ')
}

/** The names every JSON entry has; a field of the same name is written with a trailing underscore. */
const jsonEntryNames = new Set(['level', 'kind', 'message'])

/**
 * One log entry as one JSON object on one line (LOG_FORMAT=json, for log shippers): `level`, `kind`, `message` and the
 * same fields as the text line, numbers and booleans as JSON's, anything else the text the line would quote. JSON
 * escapes every C0 control character, and what it leaves (DEL, C1, the Unicode separators, reordering marks) is
 * escaped as in a text line, so nothing a visitor typed can end the line or start another entry.
 */
export function formatJsonLogLine(level: string, kind: LogKind, message: string, fields: LogFields = {}): string {
  const entry: Record<string, unknown> = { level, kind, message: truncated(message) }
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue
    const name = jsonEntryNames.has(key) ? `${key}_` : key
    entry[name] = typeof value === 'number' || typeof value === 'boolean' || value === null ? value : truncated(textOf(value))
  }
  return JSON.stringify(entry).replace(UNSAFE_IN_VALUE, escapeCharacter)
}
