import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { QueryState } from './query-state'

const render = (query: { isPending: boolean; isError: boolean; data: string[] | undefined }) =>
  renderToStaticMarkup(
    <QueryState query={{ ...query, refetch: () => undefined }} failed="The list could not be loaded.">
      {(items) => (
        <ul>
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  )

describe('QueryState', () => {
  it('says it is loading, in a status the screen reader reads', () => {
    expect(render({ isPending: true, isError: false, data: undefined })).toBe(`<p role="status">${m.loading()}</p>`)
  })

  it('says a failure in the section’s words, as an alert with a retry', () => {
    const html = render({ isPending: false, isError: true, data: undefined })
    expect(html).toMatch(/^<div role="alert"><p>The list could not be loaded\.<\/p><button[^>]*>/)
    expect(html).toContain(`>${m.error_retry()}</button>`)
    expect(html).not.toContain('<ul>')
  })

  it('shows the content of what was loaded, and nothing else', () => {
    expect(render({ isPending: false, isError: false, data: ['Kakao', 'Google'] })).toBe('<ul><li>Kakao</li><li>Google</li></ul>')
  })
})
