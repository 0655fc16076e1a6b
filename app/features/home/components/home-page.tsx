import { styled } from '@linaria/react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { bareList } from '~/components/styles/resets'
import { colors, media } from '~/components/styles/theme'
import { formatDate } from '~/i18n/format'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { homeQueries } from '../home-queries'
import { HomeBusiness } from './home-business'
import { HomeHero } from './home-hero'
import { homeTiles } from './home-tiles'

const Section = styled.section`
  margin: 0 0 72px;
  /* Laid out and painted only when near the viewport (decision 16). */
  content-visibility: auto;
  contain-intrinsic-size: auto 480px;
  h2 {
    color: ${colors.secondary};
    font-size: 26px;
    margin: 0 0 24px;
  }
`

const Figures = styled.dl`
  display: grid;
  gap: 16px;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  margin: 0;
  ${media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  div {
    background: ${colors.surface};
    border-radius: 12px;
    display: flex;
    flex-direction: column-reverse;
    padding: 20px;
  }
  dd {
    color: ${colors.primary};
    font-size: 30px;
    font-weight: 800;
    margin: 0;
  }
  dd span {
    font-size: 16px;
    font-weight: 600;
    margin-left: 4px;
  }
  dt {
    color: ${colors.textMuted};
    font-size: 14px;
  }
`

const Tiles = styled.ul`
  ${homeTiles}
  li {
    padding: 24px;
  }
  time {
    color: ${colors.third};
    display: block;
    font-size: 14px;
    margin-top: 8px;
  }
`

const Clients = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${bareList}
  li {
    border: 1px solid ${colors.border};
    border-radius: 999px;
    padding: 10px 20px;
  }
`

const Testimonials = styled.ul`
  display: grid;
  gap: 16px;
  ${bareList}
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  blockquote {
    border-left: 4px solid ${colors.primary};
    margin: 0;
    padding: 4px 0 4px 20px;
  }
  p {
    margin: 0 0 8px;
  }
  footer {
    color: ${colors.textMuted};
    font-size: 14px;
  }
`

const Cta = styled.section`
  content-visibility: auto;
  contain-intrinsic-size: auto 260px;
  background: ${colors.secondary};
  border-radius: 16px;
  color: ${colors.textInverse};
  padding: 48px 32px;
  text-align: center;
  h2 {
    margin: 0 0 12px;
  }
  a {
    background: ${colors.primary};
    border-radius: 6px;
    color: ${colors.textInverse};
    display: inline-block;
    margin-top: 16px;
    padding: 12px 24px;
    text-decoration: none;
  }
`

/** A home section with nothing to show says so plainly (the list pages use the framed EmptyState). */
function Empty() {
  return <p data-testid="empty-state">{m.empty_no_content()}</p>
}

/** Home: hero, marketing figures, business areas, latest news, main clients, partners' words, a call to inquire. */
export function HomePage() {
  const locale = getLocale()
  const queries = homeQueries(locale)
  const { data: figures } = useSuspenseQuery(queries.figures)
  const { data: news } = useSuspenseQuery(queries.latestNews)
  const { data: clients } = useSuspenseQuery(queries.mainClients)
  const { data: testimonials } = useSuspenseQuery(queries.testimonials)

  return (
    <>
      <HomeHero />

      <Section aria-labelledby="home-figures">
        <h2 id="home-figures">{m.home_figures_heading()}</h2>
        {figures.length ? (
          <Figures>
            {figures.map((figure) => (
              <div key={figure.key}>
                <dt>{figure.label}</dt>
                <dd>
                  {figure.value}
                  <span>{figure.unit}</span>
                </dd>
              </div>
            ))}
          </Figures>
        ) : (
          <Empty />
        )}
      </Section>

      <Section aria-labelledby="home-business">
        <h2 id="home-business">{m.home_business_heading()}</h2>
        <HomeBusiness />
      </Section>

      <Section aria-labelledby="home-news">
        <h2 id="home-news">{m.home_latest_news()}</h2>
        {news.items.length ? (
          <Tiles>
            {news.items.map((item) => (
              <li key={item.id}>
                <h3>
                  <Link to="/news/$id" params={{ id: String(item.id) }}>
                    {item.title}
                  </Link>
                </h3>
                <p>{item.summary}</p>
                <time dateTime={item.publishedAt}>{formatDate(item.publishedAt, locale)}</time>
              </li>
            ))}
          </Tiles>
        ) : (
          <Empty />
        )}
        <p>
          <Link to="/news">{m.home_all_news()}</Link>
        </p>
      </Section>

      <Section aria-labelledby="home-clients">
        <h2 id="home-clients">{m.home_clients_heading()}</h2>
        {clients.length ? (
          <Clients>
            {clients.map((client) => (
              <li key={client.id}>{client.name}</li>
            ))}
          </Clients>
        ) : (
          <Empty />
        )}
      </Section>

      <Section aria-labelledby="home-testimonials">
        <h2 id="home-testimonials">{m.home_testimonials_heading()}</h2>
        {testimonials.length ? (
          <Testimonials>
            {testimonials.map((testimonial) => (
              <li key={testimonial.id}>
                <blockquote>
                  <p>{testimonial.quote}</p>
                  <footer>
                    {testimonial.author} · {testimonial.affiliation}
                  </footer>
                </blockquote>
              </li>
            ))}
          </Testimonials>
        ) : (
          <Empty />
        )}
      </Section>

      <Cta aria-labelledby="home-cta">
        <h2 id="home-cta">{m.home_cta_title()}</h2>
        <p>{m.home_cta_text()}</p>
        <Link to="/contact">{m.home_cta_button()}</Link>
      </Cta>
    </>
  )
}
