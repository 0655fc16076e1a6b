import { styled } from '@linaria/react'
import { Fragment } from 'react'
import { PageHeading } from '~/components/page/page-heading'
import { colors, media } from '~/components/styles/theme'
import { useSiteConfig } from '~/features/site/use-site-config'
import { m } from '~/paraglide/messages'
import { kakaoMapLink } from '../kakao-map-link'
import { LocationMap } from './location-map'

const Lead = styled.p`
  color: ${colors.textMuted};
  font-size: 18px;
  line-height: 1.8;
  margin: 0 0 40px;
  max-width: 820px;
`

const Layout = styled.div`
  display: grid;
  gap: 40px;
  /* minmax(0, …): long unbroken lines (CJK under the global keep-all) wrap instead of widening the column. */
  grid-template-columns: minmax(0, 1fr);
  ${media.lg} {
    align-items: start;
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
  h2 {
    color: ${colors.secondary};
    font-size: 22px;
    margin: 0 0 16px;
  }
  h3 {
    font-size: 17px;
    margin: 16px 0 4px;
  }
  section + section {
    margin-top: 36px;
  }
  h3 + p {
    margin: 0;
  }
`

const MapLink = styled.a`
  align-items: center;
  border: 1px solid ${colors.primary};
  border-radius: 999px;
  color: ${colors.primary};
  display: inline-flex;
  font-weight: 600;
  gap: 6px;
  margin-top: 16px;
  padding: 10px 20px;
  text-decoration: none;
  &:hover {
    background: ${colors.primary};
    color: ${colors.textInverse};
  }
`

/** Term and value side by side: the contact details and the opening hours. */
const Details = styled.dl`
  display: grid;
  gap: 10px 20px;
  grid-template-columns: max-content minmax(0, 1fr);
  margin: 0;
  dt {
    color: ${colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
  }
  a {
    color: ${colors.primary};
  }
`

const Note = styled.p`
  color: ${colors.textMuted};
  font-size: 14px;
  margin: 12px 0 0;
`

/** /company/contactUS: where the company is, how to get there by subway or bus, how to call, and when it is open. */
export function DirectionsPage() {
  const { company, kakaoMapAppKey } = useSiteConfig()
  const mapUrl = kakaoMapLink({ label: company.name, address: company.address, location: company.location })
  const hours = [
    { day: m.directions_hours_weekdays(), time: m.directions_hours_weekdays_time() },
    { day: m.directions_hours_lunch(), time: m.directions_hours_lunch_time() },
    { day: m.directions_hours_closed(), time: m.directions_hours_closed_time() },
  ]
  return (
    <article>
      <PageHeading />
      <Lead>{m.directions_lead()}</Lead>
      <Layout>
        <section aria-labelledby="directions-map-heading">
          <h2 id="directions-map-heading">{m.directions_map_heading()}</h2>
          <LocationMap name={company.name} address={company.address} location={company.location} appKey={kakaoMapAppKey} />
          <MapLink href={mapUrl} target="_blank" rel="noopener noreferrer">
            {m.directions_open_map()}
            <span className="visually-hidden"> ({m.nav_opens_new_tab()})</span>
            <span aria-hidden="true">↗</span>
          </MapLink>
        </section>
        <div>
          <section aria-labelledby="directions-contact-heading">
            <h2 id="directions-contact-heading">{m.directions_contact_heading()}</h2>
            <address>
              <Details>
                <dt>{m.directions_address_label()}</dt>
                <dd>{company.address}</dd>
                <dt>{m.directions_phone_label()}</dt>
                <dd>
                  <a href={`tel:${company.phone.replace(/[^0-9+]/g, '')}`}>{company.phone}</a>
                </dd>
                <dt>{m.directions_email_label()}</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
              </Details>
            </address>
          </section>
          <section aria-labelledby="directions-transit-heading">
            <h2 id="directions-transit-heading">{m.directions_transit_heading()}</h2>
            <h3>{m.directions_subway_heading()}</h3>
            <p>{m.directions_subway_text()}</p>
            <h3>{m.directions_bus_heading()}</h3>
            <p>{m.directions_bus_text()}</p>
          </section>
          <section aria-labelledby="directions-hours-heading">
            <h2 id="directions-hours-heading">{m.directions_hours_heading()}</h2>
            <Details>
              {hours.map(({ day, time }) => (
                <Fragment key={day}>
                  <dt>{day}</dt>
                  <dd>{time}</dd>
                </Fragment>
              ))}
            </Details>
            <Note>{m.directions_hours_note()}</Note>
          </section>
        </div>
      </Layout>
    </article>
  )
}
