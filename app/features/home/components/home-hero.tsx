import { styled } from '@linaria/react'
import { Link } from '@tanstack/react-router'
import { colors, layout, media } from '~/components/styles/theme'
import { imageCatalog } from '~/components/ui/image-catalog'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { useUiStore } from '~/components/ui/ui-store'
import { CompanyDeckLink } from '~/features/documents/company-deck-link'
import { useSiteConfig } from '~/features/site/use-site-config'
import { m } from '~/paraglide/messages'

/**
 * The top of the home page, under the transparent header (the route's transparentNav): its tint reaches the window's
 * edges and top, and it makes room for the bar (with the content's own top space) before its text.
 */
const Hero = styled.section`
  align-items: center;
  /* The tint as wide as the window without widening the page: a border image drawn outside the box is not scrolled to. */
  border-image: conic-gradient(${colors.primarySoft} 0 0) fill 0 / 0 / 0 100vw;
  display: grid;
  gap: 32px;
  margin-bottom: 48px;
  padding: ${layout.navHeight + 72}px 0 64px;
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
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
  .actions {
    display: flex;
    flex-wrap: wrap;
    gap: 12px;
    margin-top: 24px;
  }
  .actions a {
    border: 1px solid ${colors.primary};
    border-radius: 6px;
    color: ${colors.primary};
    padding: 12px 20px;
    text-decoration: none;
  }
  .actions a.primary {
    background: ${colors.primary};
    color: ${colors.textInverse};
  }
`

const Visual = styled.div`
  border-radius: 16px;
  overflow: hidden;
  position: relative;
  img {
    display: block;
    height: auto;
    width: 100%;
  }
`

const PlayButton = styled.button`
  align-items: center;
  background: rgb(255 255 255 / 92%);
  border: 0;
  border-radius: 999px;
  bottom: 20px;
  color: ${colors.secondary};
  cursor: pointer;
  display: flex;
  font: inherit;
  font-weight: 700;
  gap: 10px;
  left: 20px;
  min-height: 48px;
  padding: 8px 20px 8px 10px;
  position: absolute;
  &:hover {
    background: ${colors.background};
  }
  span[aria-hidden] {
    align-items: center;
    background: ${colors.primary};
    border-radius: 50%;
    color: ${colors.textInverse};
    display: inline-flex;
    height: 32px;
    justify-content: center;
    width: 32px;
  }
`

/** The home hero: the promise, the two main calls, and the company film in the global video modal when configured. */
export function HomeHero() {
  const { company } = useSiteConfig()
  const openVideo = useUiStore((state) => state.openVideo)
  const videoId = company.videoId
  return (
    <Hero>
      <div>
        <h1>{m.home_hero_title()}</h1>
        <p>{m.home_hero_lead()}</p>
        <div className="actions">
          <Link to="/contact" className="primary">
            {m.home_cta_button()}
          </Link>
          <CompanyDeckLink />
        </div>
      </div>
      <Visual>
        <ResponsiveImage image={imageCatalog.hero} alt={m.image_hero_alt()} sizes="(min-width: 1024px) 600px, 100vw" priority />
        {videoId && (
          <PlayButton type="button" onClick={() => openVideo(videoId)}>
            <span aria-hidden="true">▶</span>
            {m.home_video_play()}
          </PlayButton>
        )}
      </Visual>
    </Hero>
  )
}
