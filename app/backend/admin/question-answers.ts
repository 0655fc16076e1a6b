import { and, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { Hono } from 'hono'
import { memberAreaAdminEndpoints as api, type questionListFilters } from '~/api/contract/member-area-admin-endpoints'
import { recordAudit } from '../audit/audit-log'
import { offsetOf } from '../content/paging'
import type { Database } from '../db/database.server'
import { memberQuestions } from '../db/member-area-schema'
import { members } from '../db/member-schema'
import { ApiError } from '../http/api-error'
import { queueMails } from '../mail/queue-mails'
import { implementStaff } from '../staff/implement-staff'
import { actorName } from './actor-names'
import { maskedMember, memberRefColumns } from './member-ref'
import { composeQuestionAnswered } from './question-answer-mail'

export interface QuestionAnswerOptions {
  clock: () => Date
  /** The site's public origin, for the link in the mail to the member. */
  siteUrl: string
  brandName: string
}

const iso = (date: Date | null) => (date ? date.toISOString() : null)

const filterWhere: Record<(typeof questionListFilters)[number], SQL | undefined> = {
  waiting: isNull(memberQuestions.answeredAt),
  answered: isNotNull(memberQuestions.answeredAt),
  all: undefined,
}

const summaryColumns = {
  id: memberQuestions.id,
  title: memberQuestions.title,
  createdAt: memberQuestions.createdAt,
  answeredAt: memberQuestions.answeredAt,
  memberId: memberQuestions.memberId,
  ...memberRefColumns,
}

type SummaryRow = { id: number; title: string; createdAt: Date; answeredAt: Date | null; memberId: string } & {
  memberName: string
  memberEmail: string | null
}

const summary = (row: SummaryRow) => ({
  id: row.id,
  title: row.title,
  createdAt: row.createdAt.toISOString(),
  status: row.answeredAt ? ('answered' as const) : ('waiting' as const),
  answeredAt: iso(row.answeredAt),
  member: maskedMember(row.memberId, row),
})

/** Members' questions as staff see them, and their answers: the member reads an answer at once on /mypage. */
export function registerQuestionAnswerRoutes(app: Hono, db: Database, options: QuestionAnswerOptions): void {
  implementStaff(app, api.questionList, async ({ query }) => {
    const where = filterWhere[query.status]
    const [rows, [total]] = await Promise.all([
      db
        .select(summaryColumns)
        .from(memberQuestions)
        .innerJoin(members, eq(members.id, memberQuestions.memberId))
        .where(where)
        // Waiting ones first, the longest wait first; then the answered ones, newest first.
        .orderBy(
          sql`CASE WHEN ${memberQuestions.answeredAt} IS NULL THEN 0 ELSE 1 END`,
          sql`CASE WHEN ${memberQuestions.answeredAt} IS NULL THEN ${memberQuestions.createdAt} END ASC`,
          desc(memberQuestions.createdAt),
          desc(memberQuestions.id),
        )
        .limit(query.size)
        .offset(offsetOf(query.page, query.size)),
      db.select({ total: count() }).from(memberQuestions).where(where),
    ])
    return { items: rows.map(summary), page: query.page, size: query.size, total: total?.total ?? 0 }
  })

  implementStaff(app, api.questionDetail, async ({ params }) => {
    const [row] = await db
      .select({
        ...summaryColumns,
        content: memberQuestions.content,
        answer: memberQuestions.answer,
        answeredBy: memberQuestions.answeredBy,
        version: memberQuestions.version,
      })
      .from(memberQuestions)
      .innerJoin(members, eq(members.id, memberQuestions.memberId))
      .where(eq(memberQuestions.id, params.id))
    if (!row) throw new ApiError('NOT_FOUND')
    return {
      ...summary(row),
      content: row.content,
      answer:
        row.answer !== null && row.answeredAt
          ? { content: row.answer, answeredAt: row.answeredAt.toISOString(), answeredBy: row.answeredBy }
          : null,
      version: row.version,
    }
  })

  implementStaff(app, api.answerQuestion, async ({ params, body, actor, clientIp }) =>
    db.transaction(async (tx) => {
      const [question] = await tx
        .select({
          id: memberQuestions.id,
          title: memberQuestions.title,
          answeredAt: memberQuestions.answeredAt,
          version: memberQuestions.version,
          email: members.email,
          memberStatus: members.status,
        })
        .from(memberQuestions)
        .innerJoin(members, eq(members.id, memberQuestions.memberId))
        .where(eq(memberQuestions.id, params.id))
        .for('update', { of: memberQuestions })
      if (!question) throw new ApiError('NOT_FOUND')
      // Without a version only a waiting question is answered: an answer someone wrote meanwhile is not overwritten.
      const stale = body.version === undefined ? question.answeredAt !== null : body.version !== question.version
      if (stale) throw new ApiError('STALE_RECORD')
      const now = options.clock()
      const [updated] = await tx
        .update(memberQuestions)
        .set({
          answer: body.content,
          answeredAt: now,
          answeredBy: actorName(actor, body.by),
          version: sql`${memberQuestions.version} + 1`,
        })
        .where(and(eq(memberQuestions.id, question.id), eq(memberQuestions.version, question.version)))
        .returning({ version: memberQuestions.version })
      if (!updated) throw new ApiError('STALE_RECORD')
      const first = question.answeredAt === null
      // Told once, at the first answer; a correction is read where the answer is.
      const mailed = first && question.email !== null && question.memberStatus === 'active'
      if (mailed && question.email) {
        const mail = composeQuestionAnswered(
          { id: question.id, title: question.title, toAddress: question.email },
          options.siteUrl,
          options.brandName,
        )
        await queueMails(tx, [{ ...mail, nextAttemptAt: now, createdAt: now }])
      }
      await recordAudit(tx, actor, clientIp, {
        action: 'question.answer',
        targetType: 'question',
        targetId: question.id,
        before: { status: first ? 'waiting' : 'answered', version: question.version },
        after: { status: 'answered', version: updated.version },
        detail: { correction: !first, mailed },
      })
      return { id: question.id, status: 'answered' as const, answeredAt: now.toISOString(), version: updated.version }
    }),
  )
}
