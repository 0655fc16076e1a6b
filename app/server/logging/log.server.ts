import type { Env } from '~/config/env-schema'
import { formatJsonLogLine, formatLogLine, type LogFields, type LogKind } from './log-line'

export type LogLevel = 'debug' | 'info' | 'warn' | 'error'

const thresholds = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const satisfies Record<Env['LOG_LEVEL'], number>

/**
 * LOG_LEVEL as the environment's schema allows it. Read here rather than from env.server.ts, which logs through this
 * module when the environment is invalid (and then stops the server, so an invalid level is 'info' until then).
 */
function levelOf(value: string | undefined): Env['LOG_LEVEL'] {
  return value !== undefined && value in thresholds ? (value as Env['LOG_LEVEL']) : 'info'
}

/** Looked up at each call: a test's spy on console sees the line. debug and info go to stdout, warn and error to stderr. */
const consoleWrite = (level: LogLevel, line: string) => console[level](line)

export interface Log {
  debug(kind: LogKind, message: string, fields?: LogFields): void
  info(kind: LogKind, message: string, fields?: LogFields): void
  warn(kind: LogKind, message: string, fields?: LogFields): void
  error(kind: LogKind, message: string, fields?: LogFields): void
  /** A line the operator asked for with a setting of its own (MEMORY_REPORT_SECONDS): written at any level but silent. */
  report(kind: LogKind, message: string, fields?: LogFields): void
}

/** LOG_FORMAT as the environment's schema allows it ('text' until then, as levelOf). */
function formatOf(value: string | undefined): Env['LOG_FORMAT'] {
  return value === 'json' ? 'json' : 'text'
}

export function createLog(
  level: Env['LOG_LEVEL'],
  write: (level: LogLevel, line: string) => void = consoleWrite,
  format: Env['LOG_FORMAT'] = 'text',
): Log {
  const line = (entryLevel: LogLevel, kind: LogKind, message: string, fields?: LogFields) =>
    format === 'json' ? formatJsonLogLine(entryLevel, kind, message, fields) : formatLogLine(kind, message, fields)
  const at =
    (entryLevel: LogLevel) =>
    (kind: LogKind, message: string, fields?: LogFields): void => {
      if (thresholds[entryLevel] >= thresholds[level]) write(entryLevel, line(entryLevel, kind, message, fields))
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    report: (kind, message, fields) => {
      if (level !== 'silent') write('info', line('info', kind, message, fields))
    },
  }
}

/**
 * Every line the site's server writes goes through here: one entry, one line, its values quoted (log-line.ts), as
 * text or, with LOG_FORMAT=json, as a JSON object.
 */
export const log: Log = createLog(levelOf(process.env.LOG_LEVEL), consoleWrite, formatOf(process.env.LOG_FORMAT))
