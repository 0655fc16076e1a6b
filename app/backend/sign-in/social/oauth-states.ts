import type { Database } from '../../db/database.server'
import { oauthUsedStates } from '../../db/member-schema'
import { sha256Hex } from '../opaque-token'

/**
 * Records the OAuth state as used; false when it already was (a replayed callback). The site checks that the
 * state is the one it issued; the backend makes sure each is exchanged once, across processes.
 */
export async function spendState(db: Pick<Database, 'insert'>, state: string, now: Date): Promise<boolean> {
  const inserted = await db
    .insert(oauthUsedStates)
    .values({ stateHash: sha256Hex(state), usedAt: now })
    .onConflictDoNothing()
    .returning({ stateHash: oauthUsedStates.stateHash })
  return inserted.length > 0
}
