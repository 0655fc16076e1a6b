import { acceptedAttachmentTypes } from '~/api/contract/inquiry-form'

/** The extensions of an accepted type, the usual one first; none for a type outside the allowlist. */
export function extensionsOfType(mime: string): readonly string[] {
  return acceptedAttachmentTypes.find((type) => type.mime === mime)?.extensions ?? []
}

/** What a file manager takes for an extension: up to ten ASCII letters and digits after the last dot, one a letter. */
const EXTENSION = /\.((?=[A-Za-z0-9]*[A-Za-z])[A-Za-z0-9]{1,10})$/

/**
 * The visitor's file name made to name the type its content shows (ASVS 5.2.2, decision 10): a name that already
 * ends with one of the type's extensions (in any case) is kept; another extension (`report.html` holding a PDF) is
 * replaced with the type's usual one (`report.pdf`); a name without one (`scan`, `minutes 2026.05.01`) gets it
 * appended. Leading dots and trailing dots and spaces, which hide or drop an extension, go first. Everything else of
 * the name, Korean or any script, is kept; the stem is shortened (never inside a character) to fit `maxLength`.
 * A type outside the allowlist leaves the name as it is.
 */
export function nameForType(name: string, mime: string, maxLength = 255): string {
  const trimmed = name.replace(/^\.+/, '').replace(/[. ]+$/, '')
  const extensions = extensionsOfType(mime)
  const [usual] = extensions
  if (!usual) return trimmed
  const current = EXTENSION.exec(trimmed)
  const declared = current?.[1]
  const kept = declared !== undefined && extensions.includes(declared.toLowerCase()) ? declared : undefined
  const extension = kept ?? usual
  const stem = current ? trimmed.slice(0, current.index) : trimmed
  return `${shortened(stem, maxLength - extension.length - 1) || 'file'}.${extension}`
}

/** The text cut to at most `length` UTF-16 units, never between the halves of a character. */
function shortened(text: string, length: number): string {
  let out = ''
  for (const char of text) {
    if (out.length + char.length > length) break
    out += char
  }
  return out.trimEnd()
}
