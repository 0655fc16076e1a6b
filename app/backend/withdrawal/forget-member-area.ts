import { eq } from 'drizzle-orm'
import type { WithdrawalReason } from '~/api/contract/member-area-endpoints'
import type { Database } from '../db/database.server'
import {
  memberDataExports,
  memberQuestions,
  phoneCodes,
  pointEntries,
  sampleRequests,
  withdrawalFeedback,
} from '../db/member-area-schema'
import { marketingConsentNotices, memberConsents } from '../db/member-schema'

type Writer = Pick<Database, 'delete' | 'insert'>

/**
 * Deletes what the member kept in the member area: questions, sample requests (with their addresses), points, codes,
 * the record of their data's downloads and their consents' history with its notices.
 */
export async function deleteMemberAreaData(db: Writer, memberId: string): Promise<void> {
  await db.delete(memberQuestions).where(eq(memberQuestions.memberId, memberId))
  await db.delete(memberDataExports).where(eq(memberDataExports.memberId, memberId))
  await db.delete(memberConsents).where(eq(memberConsents.memberId, memberId))
  await db.delete(marketingConsentNotices).where(eq(marketingConsentNotices.memberId, memberId))
  await db.delete(sampleRequests).where(eq(sampleRequests.memberId, memberId))
  await db.delete(pointEntries).where(eq(pointEntries.memberId, memberId))
  await db.delete(phoneCodes).where(eq(phoneCodes.memberId, memberId))
}

export interface WithdrawalFeedback {
  reasons: WithdrawalReason[]
  comment: string
}

/** Keeps why a member left, without who or when (the month only). */
export async function recordWithdrawalFeedback(db: Writer, feedback: WithdrawalFeedback, now: Date): Promise<void> {
  await db.insert(withdrawalFeedback).values({
    month: now.toISOString().slice(0, 7),
    reasons: [...new Set(feedback.reasons)],
    comment: feedback.comment,
  })
}
