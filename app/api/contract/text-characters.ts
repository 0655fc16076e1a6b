// The characters no text of the contract may hold (docs/decisions/0105), apart from valibot so that the pages' search
// parsers use the same rule without it (docs/decisions/0011, query-text.ts).

/**
 * What no text of one line may hold: every control character (C0, DEL, C1: tab and line breaks among them), a lone
 * surrogate (half of a pair, which UTF-8 cannot encode and PostgreSQL's json refuses) and the noncharacters (U+FFFE,
 * U+FFFF, U+FDD0–U+FDEF and the last two of every plane; XML refuses the first two, so one made every feed invalid).
 * Text of several lines may hold tab, line feed and carriage return (text-fault.ts), and nothing else of these.
 * (`NChar` is Noncharacter_Code_Point, `Cc` Control, `Cs` Surrogate: the short names, for every page's first load.)
 */
const NOT_IN_ONE_LINE = /[\p{Cc}\p{Cs}\p{NChar}]/u

/**
 * Whether a text of one line holds only what the contract keeps: the pages' search parsers read this alone, a regular
 * expression's worth of every page's first load (docs/decisions/0011).
 */
export const isKeepableLine = (text: string): boolean => !NOT_IN_ONE_LINE.test(text)
