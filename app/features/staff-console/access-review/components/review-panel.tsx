import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import type * as v from 'valibot'
import { type accessReviewSchema, reviewNoteLimits } from '~/api/contract/access-review-endpoints'
import { TextareaField } from '~/components/form/textarea-field'
import { Button } from '~/components/ui/button'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { ActionAlert } from '../../kit/action-alert'
import { Panel, PanelForm } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { textProblem } from '../../kit/form-problems'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { useConsoleAction } from '../../kit/use-console-action'
import { changeStaff } from '../../staff-calls'
import { accessReviewDueQuery, accessReviewQuery } from '../access-review-queries'

type Review = v.InferOutput<typeof accessReviewSchema>

/** A month's review as it was recorded: who, when, what they confirmed, and their note. */
function ReviewRecord({ review }: { review: Review }) {
  const { bulkViews, offHoursDays, downloads } = review.confirmed
  return (
    <>
      <p data-testid="access-review-done">
        {m.admin_access_review_done({ reviewer: review.reviewer.email, time: formatTimestamp(review.reviewedAt, getLocale()) })}
      </p>
      <p>
        {m.admin_access_review_done_counts({
          bulk: formatNumber(bulkViews),
          offHours: formatNumber(offHoursDays),
          downloads: formatNumber(downloads),
        })}
      </p>
      <p className="text">{review.note}</p>
    </>
  )
}

/** The note and the button that mark an ended month reviewed; the API's refusal (a reason unconfirmed) above them. */
function MarkReviewedForm({ month }: { month: string }) {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [note, setNote] = useState('')
  const [error, setError] = useState<string>()
  const check = (value: string) =>
    problemMessage(textProblem(value, reviewNoteLimits.max, reviewNoteLimits.min), reviewNoteLimits)

  function submit(event: FormEvent) {
    event.preventDefault()
    const problem = check(note)
    setError(problem)
    if (problem) {
      document.getElementById('review-note')?.focus()
      return
    }
    void action.run(
      () => changeStaff('markMonthReviewed', { params: { month }, body: { note } }),
      async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: accessReviewQuery(month).queryKey }),
          queryClient.invalidateQueries({ queryKey: accessReviewDueQuery().queryKey }),
        ])
      },
    )
  }

  return (
    <PanelForm onSubmit={submit} noValidate aria-labelledby="review-heading">
      <p>{m.admin_access_review_not_reviewed()}</p>
      <ActionAlert refusal={action.refusal} alertRef={action.alertRef} />
      <TextareaField
        id="review-note"
        label={m.admin_access_review_note()}
        value={note}
        error={error}
        onChange={(value) => {
          setNote(value)
          if (error) setError(check(value))
        }}
        onBlur={() => undefined}
        max={reviewNoteLimits.max}
        counter={counterText}
        rows={4}
      />
      <div className="actions">
        <Button type="submit" aria-disabled={action.pending || undefined}>
          {m.admin_access_review_mark_submit()}
        </Button>
      </div>
    </PanelForm>
  )
}

interface ReviewPanelProps {
  month: string
  ended: boolean
  review: Review | null
}

/**
 * The month's review: its record once done (its heading takes the focus when it has just been done, so that a screen
 * reader reads it), the form to do it once the month has ended, or a word that it can be done then.
 */
export function ReviewPanel({ month, ended, review }: ReviewPanelProps) {
  const headingRef = useRef<HTMLHeadingElement>(null)
  const wasOpen = useRef(review === null)
  useEffect(() => {
    if (review && wasOpen.current) headingRef.current?.focus()
    wasOpen.current = review === null
  }, [review])
  let body: React.ReactNode
  if (review) body = <ReviewRecord review={review} />
  else if (ended) body = <MarkReviewedForm month={month} />
  else body = <p>{m.admin_access_review_wait_month_end()}</p>
  return (
    <Panel aria-labelledby="review-heading">
      <h3 id="review-heading" ref={headingRef} tabIndex={-1}>
        {m.admin_access_review_mark_heading()}
      </h3>
      {body}
    </Panel>
  )
}
