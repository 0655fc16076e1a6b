import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { AdminQuestionDetail } from '~/api/contract/member-area-admin-endpoints'
import { questionLimits } from '~/api/contract/member-area-endpoints'
import { TextareaField } from '~/components/form/textarea-field'
import { Button } from '~/components/ui/button'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { consoleQueryKey } from '../../console-queries'
import { ActionAlert } from '../../kit/action-alert'
import { BackLink } from '../../kit/back-link'
import { Fields, Panel, PanelForm, RecordColumns } from '../../kit/console.styles'
import { formatTimestamp } from '../../kit/console-format'
import { counterText, problemMessage } from '../../kit/problem-messages'
import { RecordView } from '../../kit/record-view'
import { useConsoleAction } from '../../kit/use-console-action'
import { answerProblems } from '../answer-form'
import { questionDetailQuery, questionsKey } from '../question-queries'

const functions = () => import('../questions.functions')

/** /admin/questions/<id>: the member's question and its answer, written or corrected here. */
export function QuestionDetail({ id }: { id: number }) {
  const detail = useQuery(questionDetailQuery(id))
  const locale = getLocale()
  return (
    <RecordView
      query={detail}
      back={<BackLink to={{ section: 'questions', view: 'list' }} label={m.admin_question_back()} />}
      notFound={m.admin_question_not_found()}
    >
      {(question) => (
        <RecordColumns>
          <Panel aria-labelledby="question-heading">
            <h2 id="question-heading">{question.title}</h2>
            <Fields>
              <dt>{m.admin_member()}</dt>
              <dd>
                {question.member.name}
                {question.member.email ? ` (${question.member.email})` : ''}
              </dd>
              <dt>{m.admin_question_asked()}</dt>
              <dd>{formatTimestamp(question.createdAt, locale)}</dd>
              <dt>{m.admin_question_content()}</dt>
              <dd className="text">{question.content}</dd>
              {question.answer ? (
                <>
                  <dt>{m.admin_question_current_answer()}</dt>
                  <dd className="text" data-testid="question-answer">
                    {question.answer.content}
                  </dd>
                  <dt>{m.admin_question_answered()}</dt>
                  <dd>
                    {formatTimestamp(question.answer.answeredAt, locale)}
                    {question.answer.answeredBy ? ` · ${question.answer.answeredBy}` : ''}
                  </dd>
                </>
              ) : null}
            </Fields>
          </Panel>
          <AnswerForm question={question} />
        </RecordColumns>
      )}
    </RecordView>
  )
}

/**
 * Writes the answer, or corrects it, with the version on screen: when someone else answered meanwhile the API refuses
 * it (STALE_RECORD), the message says so and what was typed stays in the form; reloading shows their answer.
 */
function AnswerForm({ question }: { question: AdminQuestionDetail }) {
  const queryClient = useQueryClient()
  const action = useConsoleAction()
  const [content, setContent] = useState(question.answer?.content ?? '')
  const [error, setError] = useState<string>()
  const [notice, setNotice] = useState('')
  const correcting = question.answer !== null
  const check = (value: string) => problemMessage(answerProblems(value).content, { max: questionLimits.content })

  function submit(event: FormEvent) {
    event.preventDefault()
    setNotice('')
    const problem = check(content)
    setError(problem)
    if (problem) {
      document.getElementById('question-answer-text')?.focus()
      return
    }
    void action.run(
      async () => (await functions()).answerQuestion({ data: { id: question.id, content, version: question.version } }),
      async () => {
        await queryClient.invalidateQueries({ queryKey: questionsKey })
        void queryClient.invalidateQueries({ queryKey: [...consoleQueryKey, 'dashboard'] })
        setNotice(m.admin_question_answer_saved())
      },
    )
  }

  return (
    <Panel aria-labelledby="answer-heading">
      <h2 id="answer-heading">{correcting ? m.admin_question_correct() : m.admin_question_answer()}</h2>
      <p className="hint">{m.admin_question_answer_hint()}</p>
      <ActionAlert
        refusal={action.refusal}
        alertRef={action.alertRef}
        onReload={() => void queryClient.invalidateQueries({ queryKey: questionDetailQuery(question.id).queryKey })}
      />
      <p role="status" className="hint">
        {notice}
      </p>
      <PanelForm onSubmit={submit} noValidate>
        <TextareaField
          id="question-answer-text"
          label={m.admin_question_answer_label()}
          value={content}
          error={error}
          onChange={(value) => {
            setContent(value)
            if (error) setError(check(value))
          }}
          onBlur={() => undefined}
          max={questionLimits.content}
          counter={counterText}
          rows={8}
        />
        <div className="actions">
          <Button type="submit" aria-disabled={action.pending || undefined}>
            {correcting ? m.admin_question_save_correction() : m.admin_question_send_answer()}
          </Button>
        </div>
      </PanelForm>
    </Panel>
  )
}
