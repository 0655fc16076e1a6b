import { describe, expect, it } from 'vitest'
import { firstProblem, recheckShown } from './field-problems'

describe('the messages under form fields', () => {
  it('while typing, takes a shown message away once its value is right and shows no new one', () => {
    const shown = { email: 'Enter an email.', name: undefined }
    const found = { email: undefined, name: 'Enter a name.' }
    expect(recheckShown(shown, found)).toEqual({ email: undefined, name: undefined })
  })

  it('replaces a shown message that no longer fits the value with the one that does', () => {
    expect(recheckShown({ birthday: 'Enter your birthday.' }, { birthday: 'That date is in the future.' })).toEqual({
      birthday: 'That date is in the future.',
    })
  })

  it('keeps the same object when nothing changes, so the form does not render again', () => {
    const shown = { title: 'Enter a title.', content: undefined }
    expect(recheckShown(shown, { title: 'Enter a title.', content: 'Enter your question.' })).toBe(shown)
    const none = {}
    expect(recheckShown(none, { title: 'Enter a title.' })).toBe(none)
  })

  it('names the first field with a problem, in the order of the form', () => {
    expect(firstProblem({ content: 'x', title: 'y' }, ['title', 'content'])).toBe('title')
    expect(firstProblem({ title: undefined, content: 'x' }, ['title', 'content'])).toBe('content')
    expect(firstProblem({ title: undefined }, ['title', 'content'])).toBeUndefined()
  })
})
