import { describe, expect, it, vi } from 'vitest'
import { logUnsetProtection } from './unset-protection.server'

describe('an unset protection at start', () => {
  it('is a warning on a site others reach and a line of information on a developer’s', () => {
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const notes = vi.spyOn(console, 'info').mockImplementation(() => {})
    vi.spyOn(console, 'log').mockImplementation(() => {})
    logUnsetProtection('audit', 'AUDIT_COPY_BUCKET is unset', 'https://www.cellactis.example')
    expect(warnings.mock.calls.flat().join('\n')).toContain('audit: AUDIT_COPY_BUCKET is unset')
    warnings.mockClear()
    logUnsetProtection('audit', 'AUDIT_COPY_BUCKET is unset', 'http://localhost:3000')
    expect(warnings).not.toHaveBeenCalled()
    expect([...notes.mock.calls, ...vi.mocked(console.log).mock.calls].flat().join('\n')).toContain(
      'audit: AUDIT_COPY_BUCKET is unset',
    )
  })
})
