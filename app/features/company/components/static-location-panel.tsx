import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

/** A drawn street grid behind a pin: a clear picture of 'here', made without any third-party request. */
const Panel = styled.div`
  align-items: center;
  background-color: ${colors.primarySoft};
  background-image:
    linear-gradient(115deg, transparent 46%, ${colors.background} 46%, ${colors.background} 50%, transparent 50%),
    repeating-linear-gradient(0deg, transparent 0 58px, rgba(255, 255, 255, 0.9) 58px 64px),
    repeating-linear-gradient(90deg, transparent 0 86px, rgba(255, 255, 255, 0.9) 86px 92px);
  display: flex;
  flex-direction: column;
  gap: 12px;
  inset: 0;
  justify-content: center;
  padding: 24px;
  position: absolute;
  text-align: center;
  svg {
    filter: drop-shadow(0 4px 6px rgba(27, 31, 36, 0.25));
    height: 56px;
    width: 56px;
  }
  /* In the stylesheet, not a fill attribute: a token read at run time ships the whole palette in the entry chunk. */
  path {
    fill: ${colors.primary};
  }
  .card {
    background: ${colors.background};
    border-radius: 12px;
    box-shadow: 0 6px 20px rgba(27, 31, 36, 0.12);
    max-width: min(420px, 100%);
    padding: 16px 20px;
  }
  .name {
    color: ${colors.secondary};
    display: block;
    font-size: 18px;
    margin: 0 0 4px;
  }
  .address {
    color: ${colors.textMuted};
    margin: 0;
  }
`

interface StaticLocationPanelProps {
  name: string
  address: string
}

/** The map's stand-in, when there is no map key or the map could not load; one accessible name says it all. */
export function StaticLocationPanel({ name, address }: StaticLocationPanelProps) {
  return (
    <Panel role="img" aria-label={m.directions_map_static_label({ name, address })} data-testid="static-location-panel">
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 2a7 7 0 0 0-7 7c0 5.25 7 13 7 13s7-7.75 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <div className="card">
        <strong className="name">{name}</strong>
        <p className="address">{address}</p>
      </div>
    </Panel>
  )
}
