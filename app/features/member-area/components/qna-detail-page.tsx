import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getRouteApi, Link } from '@tanstack/react-router'
import { articleMeta } from '~/components/page/article-meta.styles'
import { PageHeading } from '~/components/page/page-heading'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { memberAreaQueries } from '../member-area-queries'
import { formatDay } from './points-format'
import { QnaStatus } from './qna-status'

const route = getRouteApi('/_member-area/mypage/qna/$id')

const Section = styled.section`
  border-top: 1px solid ${colors.border};
  max-width: 760px;
  padding: 24px 0;
  h2 {
    color: ${colors.secondary};
    font-size: 20px;
    margin: 0 0 12px;
  }
  p {
    line-height: 1.8;
    margin: 0 0 16px;
    white-space: pre-line;
  }
  &[data-answer] {
    background: ${colors.surface};
    border-radius: 8px;
    border-top: 0;
    padding: 24px;
  }
  .when {
    color: ${colors.textMuted};
    font-size: 14px;
  }
`

const Back = styled.p`
  border-top: 1px solid ${colors.border};
  margin: 32px 0 0;
  max-width: 760px;
  padding-top: 20px;
`

/** Paragraphs as the member typed them: blank lines separate them, single line breaks stay. */
function Paragraphs({ text }: { text: string }) {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph, index) => (
      // biome-ignore lint/suspicious/noArrayIndexKey: the text is fixed while shown; paragraphs may repeat
      <p key={index}>{paragraph}</p>
    ))
}

/** /mypage/qna/$id: the member's question (its title is the h1) and our answer, or that it is still awaited. */
export function QnaDetailPage() {
  const { id } = route.useParams()
  const locale = getLocale()
  const { data: question } = useSuspenseQuery(memberAreaQueries.question(locale, Number(id)))
  return (
    <article>
      <PageHeading />
      <p className={articleMeta}>
        <QnaStatus status={question.status} />
        <time dateTime={question.createdAt}>{m.qna_asked_on({ date: formatDay(question.createdAt, locale, 'long') })}</time>
      </p>
      <Section aria-labelledby="qna-question">
        <h2 id="qna-question">{m.qna_question_heading()}</h2>
        <Paragraphs text={question.content} />
      </Section>
      <Section aria-labelledby="qna-answer" data-answer="">
        <h2 id="qna-answer">{m.qna_answer_heading()}</h2>
        {question.answer ? (
          <>
            <Paragraphs text={question.answer.content} />
            <p className="when">
              <time dateTime={question.answer.answeredAt}>
                {m.qna_answered_on({ date: formatDay(question.answer.answeredAt, locale, 'long') })}
              </time>
            </p>
          </>
        ) : (
          <p>{m.qna_answer_waiting()}</p>
        )}
      </Section>
      <Back>
        <Link to="/mypage/qna">{m.back_to_list()}</Link>
      </Back>
    </article>
  )
}
