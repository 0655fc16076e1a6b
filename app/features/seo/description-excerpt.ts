/** About what search engines show of a description before cutting it off. */
export const DESCRIPTION_MAX_LENGTH = 155

const trailingPunctuation = /[\s.,;:!?·…、。，．；：！？]+$/u

/**
 * A meta description from an item's text: whitespace (paragraph breaks included) collapsed to single spaces,
 * at most `max` characters (code points), cut at a word boundary when the text has spaces near the end and
 * closed with an ellipsis when anything was cut.
 */
export function descriptionExcerpt(text: string, max = DESCRIPTION_MAX_LENGTH): string {
  const plain = text.replace(/\s+/g, ' ').trim()
  const characters = Array.from(plain)
  if (characters.length <= max) return plain
  const head = characters.slice(0, max - 1).join('')
  const lastSpace = head.lastIndexOf(' ')
  // Korean and Western text break at a space; Chinese and Japanese (no spaces) at the character.
  const cut = lastSpace >= head.length * 0.6 ? head.slice(0, lastSpace) : head
  return `${cut.replace(trailingPunctuation, '')}…`
}
