import { describe, expect, it, vi } from 'vitest'
import { createLog, type LogLevel } from './log.server'

function recorded(level: Parameters<typeof createLog>[0]) {
  const lines: [LogLevel, string][] = []
  const log = createLog(level, (entryLevel, line) => lines.push([entryLevel, line]))
  log.debug('config', 'environment valid')
  log.info('mail', 'sent', { count: 2 })
  log.warn('sms', 'could not be sent')
  log.error('api', 'failed')
  log.report('memory', '{"rss":1}')
  return lines
}

describe('the server log', () => {
  it('writes the entries at LOG_LEVEL and above, each as one formatted line', () => {
    expect(recorded('info')).toEqual([
      ['info', 'mail: sent count=2'],
      ['warn', 'sms: could not be sent'],
      ['error', 'api: failed'],
      ['info', 'memory: {"rss":1}'],
    ])
    expect(recorded('debug').map(([level]) => level)).toEqual(['debug', 'info', 'warn', 'error', 'info'])
    expect(recorded('error')).toEqual([
      ['error', 'api: failed'],
      ['info', 'memory: {"rss":1}'],
    ])
  })

  it('writes each entry as one JSON object with LOG_FORMAT=json, the report too', () => {
    const lines: string[] = []
    const log = createLog('info', (_level, line) => lines.push(line), 'json')
    log.info('mail', 'sent', { count: 2 })
    log.warn('sms', 'could not be sent')
    log.report('memory', 'report', { rss: 1 })
    expect(lines.map((line) => JSON.parse(line))).toEqual([
      { level: 'info', kind: 'mail', message: 'sent', count: 2 },
      { level: 'warn', kind: 'sms', message: 'could not be sent' },
      { level: 'info', kind: 'memory', message: 'report', rss: 1 },
    ])
  })

  it('writes nothing at all when silent, not even the reports asked for', () => {
    expect(recorded('silent')).toEqual([])
  })

  it('writes through console by default: info to stdout, warnings and errors to stderr', () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const log = createLog('info')
    log.info('mail', 'sent', { to: 'a@b.test' })
    log.warn('sms', 'refused\nby the provider')
    expect(info).toHaveBeenCalledWith('mail: sent to="a@b.test"')
    expect(warn).toHaveBeenCalledWith('sms: refused\\u000aby the provider')
  })
})
