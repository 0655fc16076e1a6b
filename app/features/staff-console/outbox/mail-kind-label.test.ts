import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { mailKindLabel } from './mail-kind-label'

/** Every kind of mail the built-in backend queues (the `*_KIND` constants of app/backend). */
function backendMailKinds(dir = 'app/backend'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return backendMailKinds(path)
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return []
    return [...readFileSync(path, 'utf8').matchAll(/export const \w+_KIND = '(\w+)'/g)].map((match) => match[1] ?? '')
  })
}

describe('the name of a mail kind', () => {
  it('is a word for every kind of mail the backend sends, not its code', () => {
    const kinds = backendMailKinds()
    expect(kinds.length).toBeGreaterThanOrEqual(7)
    expect(kinds.filter((kind) => mailKindLabel(kind) === kind)).toEqual([])
  })

  it('is the code itself for a kind it does not know', () => {
    expect(mailKindLabel('newsletter')).toBe('newsletter')
    expect(mailKindLabel('toString')).toBe('toString')
  })
})
