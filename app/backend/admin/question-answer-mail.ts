import type { ComposedMail } from '../mail/inquiry-mails'

export const QUESTION_ANSWERED_KIND = 'question_answered'

export interface AnsweredQuestion {
  id: number
  title: string
  toAddress: string
}

const oneLine = (text: string, max = 80) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat
}

/**
 * Tells a member that their question has an answer. Members keep no language, and most read Korean: the mail is in
 * Korean with the English text below it (docs/decisions/0034). It links to the answer rather than carrying it, so the
 * answer is read signed in.
 */
export function composeQuestionAnswered(question: AnsweredQuestion, siteUrl: string, brandName: string): ComposedMail {
  const base = siteUrl.replace(/\/+$/, '')
  const title = oneLine(question.title)
  const lines = [
    '안녕하세요.',
    `남겨 주신 질문 "${title}"에 답변이 등록되었습니다.`,
    '아래 주소에서 로그인한 뒤 답변을 확인해 주세요.',
    `${base}/mypage/qna/${question.id}?lang=ko-KR`,
    '',
    `— ${brandName}`,
    '',
    '---',
    '',
    'Hello,',
    `your question "${title}" has been answered.`,
    'Sign in and read the answer here:',
    `${base}/mypage/qna/${question.id}?lang=en-US`,
    '',
    `— ${brandName}`,
  ]
  return {
    kind: QUESTION_ANSWERED_KIND,
    toAddress: question.toAddress,
    subject: `[${brandName}] 질문에 답변이 등록되었습니다 / Your question has been answered`,
    textBody: `${lines.join('\n')}\n`,
  }
}
