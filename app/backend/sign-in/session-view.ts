import type { MemberSession } from '~/api/contract/member-session-endpoints'
import { summarizeUserAgent } from './user-agent-summary'

/** What a session row holds that its owner is shown. */
export interface SessionRow {
  tokenHash: string
  publicId: string
  userAgent: string | null
  clientIp: string | null
  createdAt: Date
  lastUsedAt: Date
}

/**
 * A member's or a staff member's sessions as their owner sees them (the browser, the address, when; never the token),
 * the one of the request itself first and marked, then the rest in the order given.
 */
export function sessionViews(rows: SessionRow[], currentTokenHash: string): MemberSession[] {
  const items = rows.map((row) => ({
    id: row.publicId,
    ...summarizeUserAgent(row.userAgent),
    ipAddress: row.clientIp,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt.toISOString(),
    current: row.tokenHash === currentTokenHash,
  }))
  return [...items.filter((item) => item.current), ...items.filter((item) => !item.current)]
}
