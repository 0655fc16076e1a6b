import * as v from 'valibot'

/**
 * Control characters nobody types on purpose: the C0 controls but tab, line feed and carriage return, and DEL. NUL is
 * among them, which PostgreSQL cannot keep in a text column: a question with one answered 500 (the fuzz tests found
 * it on PostgreSQL).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
const UNTYPED_CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g

/**
 * For every text a person types and the backend keeps, before `v.trim()`: removes the control characters nobody
 * types (a paste can carry them), so that what is kept is what the person saw.
 */
export const withoutUntypedControls = v.transform((text: string) => text.replace(UNTYPED_CONTROL_CHARACTERS, ''))
