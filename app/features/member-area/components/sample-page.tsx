import { styled } from '@linaria/react'
import { PageHeading } from '~/components/page/page-heading'
import { colors, media } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { MypageMenu } from './mypage-layout'
import { SampleForm } from './sample-form'
import { SampleList } from './sample-list'

// /sample is not under /mypage's layout, so it puts the members' menu beside itself the same way.
const Frame = styled.div`
  display: grid;
  gap: 32px;
  ${media.lg} {
    grid-template-columns: 220px minmax(0, 1fr);
  }
`

const Sections = styled.div`
  display: grid;
  gap: 56px;
  h2 {
    color: ${colors.secondary};
    font-size: 22px;
    margin: 0 0 16px;
  }
`

/** /sample: the request form, then the member's requests with where each stands. */
export function SamplePage() {
  return (
    <Frame>
      <MypageMenu />
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
    </Frame>
  )
}
