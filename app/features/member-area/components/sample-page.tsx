import { styled } from '@linaria/react'
import { PageHeading } from '~/components/page/page-heading'
import { m } from '~/paraglide/messages'
import { MemberAreaFrame } from './member-area-frame'
import { mypageSections } from './mypage-sections'
import { SampleForm } from './sample-form'
import { SampleList } from './sample-list'

const Sections = styled.div`
  ${mypageSections}
  h2 {
    margin: 0 0 16px;
  }
`

/**
 * /sample: the request form, then the member's requests with where each stands. It is not under /mypage's layout,
 * so it puts the members' menu beside itself the same way.
 */
export function SamplePage() {
  return (
    <MemberAreaFrame>
      <article>
        <PageHeading />
        <p>{m.sample_intro()}</p>
        <Sections>
          <section aria-labelledby="sample-form-heading">
            <h2 id="sample-form-heading">{m.sample_form_heading()}</h2>
            <SampleForm />
          </section>
          <SampleList />
        </Sections>
      </article>
    </MemberAreaFrame>
  )
}
