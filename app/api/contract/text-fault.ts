// The rule of every text of the contract, field by field (docs/decisions/0105): apart from text-characters.ts, which
// every page's first load holds for its search parsers, so that the pages' forms alone carry this.
import { isKeepableLine } from './text-characters'

/** The line breaks and tab a text of several lines may hold. */
const LINE_BREAKS = /[\t\n\r]/g

/** Whether a field's text is one line (a title, a name: the default) or several (a message, a description). */
export type TextLines = 'single' | 'multi'

/** Why a text is refused: a character nothing can keep, or a line break (or tab) in a field of one line. */
export type TextFault = 'unkeepable' | 'line_break'

/** What is wrong with a text a person sent, by the one rule of every text of the contract; undefined when nothing. */
export function textFault(text: string, lines: TextLines = 'single'): TextFault | undefined {
  if (isKeepableLine(text)) return undefined
  if (!isKeepableLine(text.replace(LINE_BREAKS, ''))) return 'unkeepable'
  return lines === 'single' ? 'line_break' : undefined
}
