import { describe, expect, it } from 'vitest'
import { DESCRIPTION_MAX_LENGTH, descriptionExcerpt } from './description-excerpt'

const length = (text: string) => Array.from(text).length

describe('descriptionExcerpt', () => {
  it('keeps a short text whole, with its whitespace and paragraph breaks collapsed', () => {
    expect(descriptionExcerpt('  First paragraph.\n\nSecond\tparagraph.  ')).toBe('First paragraph. Second paragraph.')
  })

  it('cuts a long English text at a word boundary and closes it with an ellipsis', () => {
    const text = 'Postbiotics support the skin barrier and a balanced gut microbiome. '.repeat(5)
    const excerpt = descriptionExcerpt(text)
    expect(length(excerpt)).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(text.startsWith(excerpt.slice(0, -1))).toBe(true)
    expect(text.charAt(excerpt.length - 1)).toMatch(/[\s.]/)
  })

  it('cuts Chinese and Japanese text (no spaces) at the character', () => {
    const text = '后生元是乳酸菌发酵后留下的有益成分，性质稳定，适用于多种产品。'.repeat(10)
    const excerpt = descriptionExcerpt(text)
    expect(length(excerpt)).toBeLessThanOrEqual(DESCRIPTION_MAX_LENGTH)
    expect(length(excerpt)).toBeGreaterThan(DESCRIPTION_MAX_LENGTH - 5)
    expect(excerpt.endsWith('…')).toBe(true)
    expect(excerpt).not.toMatch(/[，。]…$/)
  })

  it('never splits a character made of two code units', () => {
    const excerpt = descriptionExcerpt('🦠'.repeat(200), 10)
    expect(excerpt).toBe(`${'🦠'.repeat(9)}…`)
  })
})
