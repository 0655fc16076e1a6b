import { useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '@tanstack/react-router'
import { FailureAlert } from '~/components/form/failure-alert'
import { firstProblem } from '~/components/form/field-problems'
import { Form } from '~/components/form/form.styles'
import { FormField } from '~/components/form/form-field'
import { TextareaField } from '~/components/form/textarea-field'
import { useActionSubmit } from '~/components/form/use-action-submit'
import { useCheckedFields } from '~/components/form/use-checked-fields'
import { PageHeading } from '~/components/page/page-heading'
import { Button } from '~/components/ui/button'
import { useToastStore } from '~/components/ui/toast-store'
import { formatNumber } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { memberAreaListKey } from '../member-area-queries'
import { changeMember } from '../member-calls'
import { QUESTION_LIMITS, type QuestionValues, questionBody, questionProblems } from '../qna-validation'

const FIELDS = ['title', 'content'] as const
const idOf = (field: keyof QuestionValues) => `qna-${field}`

/**
 * /mypage/qna/new: a title and the question. Each field is checked when it is left and on submit (focus goes to the
 * first problem); a refusal is shown above the form and nothing typed is lost. Once asked, the question's own page.
 */
export function QnaNewPage() {
  const { values, checkAll, textField, showRefusal } = useCheckedFields<QuestionValues>(
    { title: '', content: '' },
    questionProblems,
  )
  const { failure, pending, alertRef, run } = useActionSubmit()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const notify = useToastStore((state) => state.notify)

  function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (pending) return
    const first = firstProblem(checkAll(), FIELDS)
    if (first) return document.getElementById(idOf(first))?.focus()
    void run(
      () => changeMember('askQuestion', { body: questionBody(values) }),
      async ({ id }) => {
        await queryClient.invalidateQueries({ queryKey: memberAreaListKey(getLocale(), 'questions') })
        notify('success', m.qna_asked())
        await navigate({ to: '/mypage/qna/$id', params: { id: String(id) }, replace: true })
      },
      showRefusal(idOf),
    )
  }

  return (
    <article>
      <PageHeading />
      <p>{m.qna_new_intro()}</p>
      <Form noValidate onSubmit={submit} aria-busy={pending || undefined}>
        <FailureAlert message={failure} alertRef={alertRef} />
        <FormField
          {...textField('title', idOf('title'))}
          label={m.qna_title_label()}
          type="text"
          autoComplete="off"
          maxLength={QUESTION_LIMITS.title}
        />
        <TextareaField
          {...textField('content', idOf('content'))}
          label={m.qna_content_label()}
          max={QUESTION_LIMITS.content}
          counter={(count, max) => m.qna_counter({ count: formatNumber(count), max: formatNumber(max) })}
        />
        <div className="actions">
          <Button type="submit" aria-disabled={pending || undefined}>
            {pending ? m.auth_submitting() : m.qna_submit()}
          </Button>
          <Link to="/mypage/qna">{m.back_to_list()}</Link>
        </div>
      </Form>
    </article>
  )
}
