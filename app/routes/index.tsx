import { styled } from '@linaria/react'
import { createFileRoute } from '@tanstack/react-router'
import { m } from '~/paraglide/messages'
import { colors } from '~/styles/theme'

const Hero = styled.section`
  padding: 40px 0 80px;
  h1 {
    color: ${colors.secondary};
    font-size: clamp(32px, 5vw, 56px);
    margin: 0 0 16px;
  }
  p {
    color: ${colors.textMuted};
    font-size: 18px;
    max-width: 640px;
  }
`

export const Route = createFileRoute('/')({
  staticData: { crumb: m.page_home },
  component: HomePage,
})

function HomePage() {
  return (
    <Hero>
      <h1>{m.home_hero_title()}</h1>
      <p>{m.home_hero_lead()}</p>
    </Hero>
  )
}
