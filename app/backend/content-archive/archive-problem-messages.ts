import { josaAfter } from '~/i18n/korean-josa'
import type { Locale } from '~/i18n/locales'
import type { ArchiveProblem, ArchiveProblemCode } from './archive-problems'

type Language = 'ko' | 'en'

/** A value in quotes, with the subject particle its last sound takes: `'news'가`, `'/old/about'이`. */
const subject = (value: string | undefined = '') => `'${value}'${josaAfter(value, '이/가')}`

/** Staff read Korean or English (the console's languages), the command line English. */
const languageOf = (locale: Locale): Language => (locale === 'ko-KR' ? 'ko' : 'en')

const texts: Record<Language, Record<ArchiveProblemCode, (problem: ArchiveProblem) => string>> = {
  ko: {
    unreadable: () => '압축 파일을 읽을 수 없습니다. 콘텐츠 내보내기로 만든 .tar.gz 파일인지, 끝까지 받았는지 확인해 주세요.',
    too_large: ({ detail }) =>
      detail ? `'${detail}' 항목이 너무 큽니다.` : '압축 파일이나 그 안의 내용이 받을 수 있는 크기를 넘습니다.',
    unsafe_name: ({ detail }) => `'${detail ?? ''}' 항목의 이름은 콘텐츠 압축 파일이 쓰지 않는 경로입니다.`,
    wrong_format: () => '콘텐츠 압축 파일이 아니거나, 이 버전이 읽지 못하는 형식입니다.',
    damaged_entry: ({ detail }) => `'${detail ?? ''}' 항목이 목록과 다르거나 빠져 있습니다. 파일이 손상되었습니다.`,
    unknown_part: ({ part }) => `'${part ?? ''}' 부분은 이 사이트가 모르는 콘텐츠이거나 목록이 아닙니다.`,
    invalid_field: ({ field }) => (field ? `'${field}' 값을 사이트가 받을 수 없습니다.` : '항목의 형식이 맞지 않습니다.'),
    unknown_reference: ({ field, detail }) => `'${field ?? ''}' 칸이 가리키는 ${subject(detail)} 압축 파일에 없습니다.`,
    duplicate_key: ({ key }) => `키 ${subject(key)} 앞의 항목과 겹칩니다.`,
    missing_file: ({ detail }) => `항목이 가리키는 파일 ${subject(detail)} 압축 파일에 없습니다.`,
    site_not_empty: () => '사이트에 이미 이 종류의 콘텐츠가 있습니다. 가져오기는 빈 사이트에만 할 수 있습니다.',
  },
  en: {
    unreadable: () => 'The archive cannot be read: is it a .tar.gz written by the content export, and was it received whole?',
    too_large: ({ detail }) =>
      detail ? `The entry '${detail}' is too large.` : 'The archive, or what it unpacks to, is too large.',
    unsafe_name: ({ detail }) => `The entry '${detail ?? ''}' has a name no content archive writes.`,
    wrong_format: () => 'This is no content archive, or one of a format this release does not read.',
    damaged_entry: ({ detail }) => `The entry '${detail ?? ''}' differs from the manifest or is missing: the archive is damaged.`,
    unknown_part: ({ part }) => `The part '${part ?? ''}' is no content this site knows, or no list.`,
    invalid_field: ({ field }) =>
      field ? `The value of '${field}' is none the site takes.` : 'The item is not in the expected form.',
    unknown_reference: ({ field, detail }) => `'${field ?? ''}' names '${detail ?? ''}', which the archive does not hold.`,
    duplicate_key: ({ key }) => `The key '${key ?? ''}' is an earlier item's too.`,
    missing_file: ({ detail }) => `The file '${detail ?? ''}' the item names is not in the archive.`,
    site_not_empty: () => 'The site holds content of this part already: an import goes into an empty site only.',
  },
}

const where: Record<Language, (problem: ArchiveProblem) => string> = {
  ko: ({ part, row, key }) => [part, row ? `${row}번째` : '', key ? `(${key})` : ''].filter(Boolean).join(' '),
  en: ({ part, row, key }) => [part, row ? `item ${row}` : '', key ? `(${key})` : ''].filter(Boolean).join(' '),
}

/** One problem as a line of the report: where it is (part, item, key), then why, in the reader's language. */
export function describeArchiveProblem(problem: ArchiveProblem, locale: Locale): string {
  const language = languageOf(locale)
  const place = where[language](problem)
  const reason = texts[language][problem.code](problem)
  return place ? `${place}: ${reason}` : reason
}
