import { and, count, desc, eq } from 'drizzle-orm'
import { offsetOf, pageResult } from '../content/paging'
import type { Database } from '../db/database.server'
import { memberQuestions } from '../db/member-area-schema'
import { ApiError } from '../http/api-error'

type QuestionRow = typeof memberQuestions.$inferSelect

const summaryOf = (row: Pick<QuestionRow, 'id' | 'title' | 'createdAt' | 'answer'>) => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  status: row.answer === null ? ('waiting' as const) : ('answered' as const),
})

/** GET /me/questions: the member's own questions, newest first. */
export async function listQuestions(db: Database, memberId: string, page: number, size: number) {
  const mine = eq(memberQuestions.memberId, memberId)
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: memberQuestions.id,
        title: memberQuestions.title,
        createdAt: memberQuestions.createdAt,
        answer: memberQuestions.answer,
      })
      .from(memberQuestions)
      .where(mine)
      .orderBy(desc(memberQuestions.createdAt), desc(memberQuestions.id))
      .limit(size)
      .offset(offsetOf(page, size)),
    db.select({ total: count() }).from(memberQuestions).where(mine),
  ])
  return pageResult(rows.map(summaryOf), page, size, totals?.total ?? 0)
}

/** GET /me/questions/{id}: one of the member's questions; another member's id is as unknown as a missing one (404). */
export async function readQuestion(db: Database, memberId: string, id: number) {
  const [row] = await db
    .select()
    .from(memberQuestions)
    .where(and(eq(memberQuestions.id, id), eq(memberQuestions.memberId, memberId)))
  if (!row) throw new ApiError('NOT_FOUND')
  return questionOf(row)
}

/** A question with its answer, as the member reads it. */
export const questionOf = (row: QuestionRow) => ({
  ...summaryOf(row),
  content: row.content,
  answer: row.answer !== null && row.answeredAt ? { content: row.answer, answeredAt: row.answeredAt.toISOString() } : null,
})

/** POST /me/questions: a new question, waiting for the staff's answer. */
export async function askQuestion(db: Database, memberId: string, body: { title: string; content: string }, now: Date) {
  const [row] = await db
    .insert(memberQuestions)
    .values({ memberId, title: body.title, content: body.content, createdAt: now })
    .returning({ id: memberQuestions.id })
  if (!row) throw new Error('the question row was not returned')
  return { id: row.id }
}
