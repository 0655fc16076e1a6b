import { styled } from '@linaria/react'
import { Link, type LinkProps } from '@tanstack/react-router'
import { type ImageAsset, imageCatalog } from '~/components/ui/image-catalog'
import { ResponsiveImage } from '~/components/ui/responsive-image'
import { m } from '~/paraglide/messages'
import { homeTiles } from './home-tiles'

const Areas = styled.ul`
  ${homeTiles}
  li {
    overflow: hidden;
  }
  img {
    display: block;
    height: auto;
    width: 100%;
  }
  div {
    padding: 20px 24px 24px;
  }
`

interface BusinessArea {
  to: LinkProps['to']
  name: () => string
  text: () => string
  image: ImageAsset
}

const areas: BusinessArea[] = [
  { to: '/business/material', name: m.nav_business_material, text: m.home_business_material, image: imageCatalog.material },
  { to: '/business/pb', name: m.nav_business_pb, text: m.home_business_pb, image: imageCatalog.pb },
  { to: '/research/intro', name: m.nav_research, text: m.home_business_research, image: imageCatalog.research },
]

/** The three business areas, each with its picture (decorative: the heading says what it is). */
export function HomeBusiness() {
  return (
    <Areas>
      {areas.map((area) => (
        <li key={area.to}>
          <ResponsiveImage image={area.image} alt="" sizes="(min-width: 768px) 33vw, 100vw" />
          <div>
            <h3>
              <Link to={area.to}>{area.name()}</Link>
            </h3>
            <p>{area.text()}</p>
          </div>
        </li>
      ))}
    </Areas>
  )
}
