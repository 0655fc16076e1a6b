import { describe, expect, it } from 'vitest'
import { PHARMACY_IMPORTS_PER_HOUR } from '~/backend/content/pharmacy-editing/pharmacy-import'
import { csvOf, importFile, pharmacyRow } from './pharmacy-editing-support'
import { staffMember } from './post-editing-support'
import { setUpStaffHarness } from './staff-support'

/**
 * Issue 37: a pharmacy import (a check too) reads a whole file, so a staff member may run PHARMACY_IMPORTS_PER_HOUR of
 * them in an hour, however many are sent at once; past that, 429 with Retry-After and the limit named.
 */
const harness = setUpStaffHarness()

describe('the pharmacy import’s hourly limit', () => {
  it('refuses an editor past the hour’s imports, sent all at once, naming the limit; another editor still imports', async () => {
    const editor = await staffMember(harness, 'editor', 'import-limit')
    const file = csvOf([pharmacyRow('한도약국')])
    const token = editor.as.token.replace(/^Bearer /, '')
    const answers = await Promise.all(
      Array.from({ length: PHARMACY_IMPORTS_PER_HOUR + 5 }, () => importFile(harness, file, { dryRun: true, token })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PHARMACY_IMPORTS_PER_HOUR)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(5)
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused[0]?.json.error?.message).toContain(`${PHARMACY_IMPORTS_PER_HOUR}번`)

    const other = await staffMember(harness, 'editor', 'import-limit-other')
    const theirs = await importFile(harness, file, { dryRun: true, token: other.as.token.replace(/^Bearer /, '') })
    expect(theirs.status).toBe(200)
  })
})
