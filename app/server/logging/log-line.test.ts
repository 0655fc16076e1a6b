import { describe, expect, it } from 'vitest'
import { formatJsonLogLine, formatLogLine, formatLogValue, MAX_VALUE_CHARACTERS } from './log-line'

/** Every way a terminal or a log viewer may start a new line. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: line breaks are what this looks for
const lineBreaks = /[\n\r\u000b\u000c\u0085\u2028\u2029]/

describe('a log line', () => {
  it('keeps a value with CR, LF and a forged entry on its one line, quoted, and readable again as JSON', () => {
    const forged = 'Hello\r\nsms (no provider configured)\nto: 01012345678\n\n[Cellactis] verification code 123456'
    const line = formatLogLine('mail', 'logged instead of sent', { to: 'staff@example.test', text: forged })
    expect(line).not.toMatch(lineBreaks)
    expect(line).toBe(
      `mail: logged instead of sent to="staff@example.test" text="Hello\\r\\nsms (no provider configured)\\nto: 01012345678\\n\\n[Cellactis] verification code 123456"`,
    )
    expect(JSON.parse(line.slice(line.indexOf('text=') + 'text='.length))).toBe(forged)
  })

  it('escapes every control character, the Unicode line and paragraph separators, and reordering marks', () => {
    const value = 'a\u0000b\u0007c\u0008d\u001be\u007ff\u0085g\u009bh\u2028i\u2029j\u202ek\u2066l\u200fm'
    const quoted = formatLogValue(value)
    expect(quoted).toBe('"a\\u0000b\\u0007c\\bd\\u001be\\u007ff\\u0085g\\u009bh\\u2028i\\u2029j\\u202ek\\u2066l\\u200fm"')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
    expect(quoted).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/)
    expect(JSON.parse(quoted)).toBe(value)
  })

  it('turns ANSI escape sequences into visible text, so they neither colour nor move anything', () => {
    const line = formatLogLine('inquiries', 'honeypot filled', { client: '\u001b[2K\u001b[1A\u001b[31mfake\u001b[0m' })
    expect(line).toBe('inquiries: honeypot filled client="\\u001b[2K\\u001b[1A\\u001b[31mfake\\u001b[0m"')
    expect(line).not.toContain('\u001b')
  })

  it('escapes a control character in the message too, and keeps field names to word characters', () => {
    const line = formatLogLine('api', 'first\nsecond', { 'bad key\n': 1 })
    expect(line).toBe('api: first\\u000asecond bad_key_=1')
  })

  it('writes numbers and booleans bare, errors as their name, message and cause, objects as JSON text', () => {
    const cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const line = formatLogLine('jobs', 'run failed', {
      attempts: 3,
      gaveUp: false,
      missing: undefined,
      nothing: null,
      error: new TypeError('fetch failed', { cause }),
      report: { members: 2 },
    })
    expect(line).toBe(
      'jobs: run failed attempts=3 gaveUp=false nothing=null error="TypeError: fetch failed (cause: Error: connect ECONNREFUSED 127.0.0.1:5432)" report="{\\"members\\":2}"',
    )
  })

  it('keeps a value up to the limit whole, and cuts a longer one saying how much was left out', () => {
    expect(JSON.parse(formatLogValue('가'.repeat(MAX_VALUE_CHARACTERS)))).toBe('가'.repeat(MAX_VALUE_CHARACTERS))
    const long = formatLogValue(`${'a'.repeat(MAX_VALUE_CHARACTERS)}${'b'.repeat(5000)}`)
    expect(long).toBe(`"${'a'.repeat(MAX_VALUE_CHARACTERS)}… (5000 more characters)"`)
    const line = formatLogLine('mail', 'x'.repeat(MAX_VALUE_CHARACTERS + 10))
    expect(line.endsWith('… (10 more characters)')).toBe(true)
  })

  it('never cuts a character made of two UTF-16 units in half', () => {
    const value = `${'a'.repeat(MAX_VALUE_CHARACTERS - 1)}😀${'b'.repeat(10)}`
    const quoted = formatLogValue(value)
    expect(quoted).not.toMatch(/\\ud83d"/)
    expect(JSON.parse(quoted)).toBe(`${'a'.repeat(MAX_VALUE_CHARACTERS - 1)}… (12 more characters)`)
  })
})

describe('a JSON log line (LOG_FORMAT=json)', () => {
  it('is one object on one line with the level, kind, message and the text line’s fields, typed', () => {
    const line = formatJsonLogLine('warn', 'mail', 'could not be sent', {
      to: 'staff@example.test',
      attempt: 3,
      final: false,
      skipped: undefined,
      error: new Error('connect ECONNREFUSED'),
    })
    expect(JSON.parse(line)).toEqual({
      level: 'warn',
      kind: 'mail',
      message: 'could not be sent',
      to: 'staff@example.test',
      attempt: 3,
      final: false,
      error: 'Error: connect ECONNREFUSED',
    })
  })

  it('keeps what a visitor typed inside its string: no line break of any kind, no forged entry, no escape sequence', () => {
    const forged = 'x"}\n{"level":"error","kind":"sms","message":"forged"}\u2028\u0085\u001b[31m\u202e'
    const line = formatJsonLogLine('info', 'inquiries', 'received', { subject: forged, level: 'not mine' })
    expect(line).not.toMatch(lineBreaks)
    expect(line).not.toContain('\u001b')
    expect(line).not.toContain('\u202e')
    const entry = JSON.parse(line)
    expect(entry).toEqual({ level: 'info', kind: 'inquiries', message: 'received', subject: forged, level_: 'not mine' })
  })

  it('cuts a value over the limit as the text line does', () => {
    const entry = JSON.parse(formatJsonLogLine('info', 'mail', 'logged', { text: 'a'.repeat(MAX_VALUE_CHARACTERS + 10) }))
    expect(entry.text).toBe(`${'a'.repeat(MAX_VALUE_CHARACTERS)}… (10 more characters)`)
  })
})
