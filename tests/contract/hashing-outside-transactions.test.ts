import crypto from 'node:crypto'
import { syncBuiltinESMExports } from 'node:module'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { staffEndpoints } from '~/api/contract/staff-endpoints'
import { asMachine, newMember } from './member-support'
import { enrol } from './second-factor-support'
import { addTestStaff, expectOk, setUpStaffHarness } from './staff-support'

/**
 * Passwords and recovery codes are hashed (Argon2id, a tenth of a second for ten codes) before the transaction that
 * stores them opens: on PGlite's one connection an open transaction holds every other request of the site. Here each
 * Argon2 derivation first asks the database a question; held by an open transaction, the answer would not come. (The
 * derivation is node:crypto's own, replaced on its exports and synced to the ES modules' bindings for this file only:
 * the contract files share their modules, so a vi.mock would not reach a module another file loaded first.)
 */
const answers: Array<'answered' | 'held'> = []
let askDatabase: () => Promise<void> = async () => {}
const realArgon2 = crypto.argon2
beforeAll(() => {
  crypto.argon2 = ((algorithm, parameters, callback) => {
    void askDatabase().then(() => realArgon2(algorithm, parameters, callback))
  }) as typeof crypto.argon2
  syncBuiltinESMExports()
})
afterAll(() => {
  crypto.argon2 = realArgon2
  syncBuiltinESMExports()
})

const harness = setUpStaffHarness()

describe('hashing outside transactions', () => {
  it('leaves the database answering while a staff account, its new second factor and a member’s recovery codes are hashed', async (context) => {
    // On PostgreSQL another connection answers whatever a transaction holds: the question would say nothing there.
    if (harness.database.driver !== 'pglite') context.skip()
    askDatabase = async () => {
      const held = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 1_000))
      const answer = harness.database.db.execute(sql`select 1`).then(() => 'answered' as const)
      answers.push(await Promise.race([answer, held]))
    }
    const staff = await addTestStaff(harness, 'editor', 'hashing')
    await expectOk(harness, 'in-process', staffEndpoints.resetSecondFactor, { params: { id: staff.id }, body: {} }, asMachine)
    const member = await newMember(harness, 'in-process', 'hashing')
    await enrol(harness, 'in-process', member.token)
    // The staff member's password and ten codes, ten more codes, the member's password and ten codes.
    expect(answers.length).toBeGreaterThanOrEqual(32)
    expect(answers.filter((answer) => answer === 'held')).toEqual([])
  })
})
