import { describe, expect, it } from 'vitest'
import { PHARMACY_IMPORT_CHECKS_PER_HOUR, PHARMACY_IMPORTS_PER_HOUR } from '~/backend/content/pharmacy-editing/pharmacy-import'
import { csvOf, importFile, pharmacyRow } from './pharmacy-editing-support'
import { staffMember } from './post-editing-support'
import { setUpStaffHarness } from './staff-support'

/**
 * Issues 37 and 66 (decision 116): a pharmacy import reads a whole file, so a staff member may run
 * PHARMACY_IMPORTS_PER_HOUR of them in an hour, however many are sent at once, and PHARMACY_IMPORT_CHECKS_PER_HOUR
 * checks besides, which write nothing and use up no import; past either, 429 with Retry-After and the limit named.
 */
const harness = setUpStaffHarness()
/** A file with a row at fault: an import of it reads the whole file and writes nothing, so parallel ones never race. */
const faultyFile = csvOf([pharmacyRow('한도약국', { 전화번호: 'none' })])

const tokenOf = (member: { as: { token: string } }) => member.as.token.replace(/^Bearer /, '')

describe('the pharmacy import’s hourly limits', () => {
  it('refuses an editor past the hour’s imports, sent all at once, naming the limit; another editor still imports', async () => {
    const token = tokenOf(await staffMember(harness, 'editor', 'import-limit'))
    const answers = await Promise.all(
      Array.from({ length: PHARMACY_IMPORTS_PER_HOUR + 5 }, () => importFile(harness, faultyFile, { token })),
    )
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(PHARMACY_IMPORTS_PER_HOUR)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(5)
    expect(refused[0]?.headers.get('retry-after')).toMatch(/^\d+$/)
    expect(refused[0]?.json.error?.message).toContain(`${PHARMACY_IMPORTS_PER_HOUR}번`)

    const other = tokenOf(await staffMember(harness, 'editor', 'import-limit-other'))
    expect((await importFile(harness, faultyFile, { token: other })).status).toBe(200)
  })

  it('counts an editor’s checks apart: past the hour’s imports in checks, an import still runs; past its own, a check is refused', async () => {
    const token = tokenOf(await staffMember(harness, 'editor', 'import-check-limit'))
    const file = csvOf([pharmacyRow('확인약국')])
    const checks = await Promise.all(
      Array.from({ length: PHARMACY_IMPORT_CHECKS_PER_HOUR + 3 }, () => importFile(harness, file, { dryRun: true, token })),
    )
    expect(checks.filter((answer) => answer.status === 200)).toHaveLength(PHARMACY_IMPORT_CHECKS_PER_HOUR)
    const refused = checks.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(3)
    expect(refused[0]?.json.error?.message).toContain(`확인은 한 시간에 ${PHARMACY_IMPORT_CHECKS_PER_HOUR}번`)

    const imported = await importFile(harness, file, { token })
    expect(imported.status).toBe(200)
    expect(imported.json.data?.imported).toBe(true)
  })
})
