import { styled } from '@linaria/react'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'

const Key = styled.div`
  .qr {
    background: ${colors.background};
    margin: 12px 0;
    max-width: 220px;
  }
  .qr svg {
    display: block;
    height: auto;
    width: 100%;
  }
  code {
    overflow-wrap: anywhere;
  }
`

/**
 * A TOTP key to scan (its QR code, drawn on the server) or to type, as an invitation, a reset or a new phone shows it.
 * `introId` names its first words, where the focus goes when the key is shown in place of the button that asked for it.
 */
export function AuthenticatorKey({ qrSvg, secret, introId }: { qrSvg: string; secret: string; introId?: string }) {
  return (
    <Key>
      <p id={introId}>{m.admin_invitation_scan()}</p>
      <div
        className="qr"
        role="img"
        aria-label={m.admin_invitation_qr_label()}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: uqr's own SVG drawn on the server from the API's URI
        dangerouslySetInnerHTML={{ __html: qrSvg }}
      />
      <p>
        {m.admin_invitation_key()} <code data-testid="totp-secret">{secret}</code>
      </p>
    </Key>
  )
}
