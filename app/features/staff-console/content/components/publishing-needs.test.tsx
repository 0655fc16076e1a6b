import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { m } from '~/paraglide/messages'
import { contentFieldLabels } from '../site-content-labels'
import { PublishingNeeds } from './publishing-needs'

const said = (problems: Parameters<typeof PublishingNeeds>[0]['problems']) =>
  renderToStaticMarkup(<PublishingNeeds problems={problems} labels={contentFieldLabels} />).replace(/<[^>]+>/g, '')

describe('what publishing still needs, in words', () => {
  it('lists what is missing with its language, and says a text too long is too long and by how much, not missing', () => {
    const text = said({ 'title.ko-KR': 'required', 'body.ko-KR': 'required', 'seo.translations.ja-JP': { max: 70, over: 12 } })
    const missing = `${m.admin_site_field_title()} (한국어), ${m.admin_site_field_body()} (한국어)`
    const tooLong = `${m.admin_seo_section()} (日本語): ${m.admin_post_problem_too_long({ max: '70', over: '12' })}`
    expect(text).toBe(`${m.admin_post_publish_needs({ fields: missing })} ${m.admin_post_publish_fix({ fields: tooLong })}`)
  })

  it('asks for nothing to be filled in when nothing is missing', () => {
    const text = said({ 'seo.translations.en-US': { max: 70, over: 3 } })
    expect(text).toBe(
      m.admin_post_publish_fix({
        fields: `${m.admin_seo_section()} (English): ${m.admin_post_problem_too_long({ max: '70', over: '3' })}`,
      }),
    )
  })
})
