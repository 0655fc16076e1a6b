// The characters no text of the contract may hold (docs/decisions/0105), apart from valibot so that the pages' search
// parsers use the same rule without it (docs/decisions/0011, query-text.ts).

/**
 * What nobody types and nothing downstream can keep: control characters (C0, DEL, C1), a lone surrogate (half of a
 * pair, which UTF-8 cannot encode and PostgreSQL's json refuses) and the noncharacters (U+FFFE, U+FFFF, U+FDD0–U+FDEF
 * and the last two of every plane; XML refuses the first two, so one made every feed invalid). Tab, line feed and
 * carriage return are left to LINE_BREAKS.
 */
const UNKEEPABLE = /(?![\t\n\r])[\p{Cc}\p{Cs}\p{Noncharacter_Code_Point}]/u
/** A line break or a tab: text of a multi-line field may hold them, a single line may not. */
const LINE_BREAKS = /[\t\n\r]/

/** Whether a field's text is one line (a title, a name: the default) or several (a message, a description). */
export type TextLines = 'single' | 'multi'

/** Why a text is refused: a character nothing can keep, or a line break (or tab) in a field of one line. */
export type TextFault = 'unkeepable' | 'line_break'

/** What is wrong with a text a person sent, by the one rule of every text of the contract; undefined when nothing. */
export function textFault(text: string, lines: TextLines = 'single'): TextFault | undefined {
  if (UNKEEPABLE.test(text)) return 'unkeepable'
  return lines === 'single' && LINE_BREAKS.test(text) ? 'line_break' : undefined
}
