import { m } from '~/paraglide/messages'
import type { TextFault } from './text-fault'

/** The message of each text fault, by its key (an inquiry's problems travel as keys, decision 10). */
export const textFaultKeys = {
  unkeepable: 'api_error_text_unkeepable',
  line_break: 'api_error_text_line_break',
} as const satisfies Record<TextFault, string>

export type TextFaultKey = (typeof textFaultKeys)[TextFault]

/** Each by name: `m[key]` would import every message of the site into the page that shows one (decision 11). */
export const textFaultMessages: Record<TextFault, typeof m.api_error_text_unkeepable> = {
  unkeepable: m.api_error_text_unkeepable,
  line_break: m.api_error_text_line_break,
}
