import { styled } from '@linaria/react'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'
import type { SocialProvider } from '~/api/contract/sign-in-endpoints'
import { colors } from '~/components/styles/theme'
import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { openSignInPopup, popupSizes, socialStartUrl } from '../social/open-social-sign-in'
import { socialFailureMessage } from '../social/social-failure-message'
import type { SocialSignInMessage } from '../social/social-outcome'
import { useFinishSignIn } from '../use-finish-sign-in'

const List = styled.ul`
  display: grid;
  gap: 10px;
  list-style: none;
  margin: 0;
  padding: 0;

  a {
    align-items: center;
    border: 1px solid transparent;
    border-radius: 6px;
    display: flex;
    font-weight: 600;
    gap: 10px;
    justify-content: center;
    min-height: 48px;
    padding: 10px 16px;
    text-decoration: none;
  }
  /*
   * Kakao's and Naver's login button rules: their brand colours, their symbol, the label beside it. Each label
   * keeps 4.5:1 against its background (WCAG 1.4.3): white on Naver's green is 2.2:1, so Naver's white button
   * (green symbol, dark label) is used, and Facebook's current blue (#0866ff, 4.8:1) instead of #1877f2 (4.2:1).
   */
  a[data-provider='kakao'] {
    background: #fee500;
    color: rgb(0 0 0 / 85%);
  }
  a[data-provider='naver'] {
    background: #fff;
    border-color: #03c75a;
    color: #1f1f1f;
  }
  a[data-provider='naver'] svg {
    color: #03c75a;
  }
  a[data-provider='google'] {
    background: #fff;
    border-color: #747775;
    color: #1f1f1f;
  }
  a[data-provider='facebook'] {
    background: #0866ff;
    color: #fff;
  }
  svg {
    flex: none;
    height: 18px;
    width: 18px;
  }
`

const Section = styled.section`
  margin-top: 32px;
  h2 {
    color: ${colors.textMuted};
    font-size: 15px;
    font-weight: 600;
    margin: 0 0 12px;
    text-align: center;
  }
  [role='status'] {
    color: ${colors.textMuted};
    margin: 12px 0 0;
    min-height: 1.5em;
  }
`

const labels: Record<SocialProvider, () => string> = {
  kakao: m.auth_kakao_button,
  naver: m.auth_naver_button,
  google: m.auth_google_button,
  facebook: m.auth_facebook_button,
}

/** The order the providers are offered in: the Korean ones first. */
const order: SocialProvider[] = ['kakao', 'naver', 'google', 'facebook']

function ProviderSymbol({ provider }: { provider: SocialProvider }) {
  if (provider === 'kakao') {
    return (
      <svg viewBox="0 0 18 18" aria-hidden="true">
        <path
          fill="currentColor"
          d="M9 1.5C4.6 1.5 1 4.3 1 7.8c0 2.2 1.5 4.2 3.7 5.3l-.9 3.4 3.9-2.6c.4.1.9.1 1.3.1 4.4 0 8-2.8 8-6.2S13.4 1.5 9 1.5Z"
        />
      </svg>
    )
  }
  if (provider === 'naver') {
    return (
      <svg viewBox="0 0 18 18" aria-hidden="true">
        <path fill="currentColor" d="M12.2 9.6 5.6 1H1v16h4.8V8.4l6.6 8.6H17V1h-4.8z" />
      </svg>
    )
  }
  return null
}

/**
 * The configured providers. Each is a link to the site's start of its flow, so it works without script; Naver
 * and Kakao open a popup instead when they can (a blocked popup falls back to the link's redirect).
 */
export function SocialButtons({ providers, returnTo }: { providers: SocialProvider[]; returnTo: string | undefined }) {
  const router = useRouter()
  const finishSignIn = useFinishSignIn()
  const [status, setStatus] = useState('')
  const closePopup = useRef<(() => void) | undefined>(undefined)
  useEffect(() => () => closePopup.current?.(), [])

  if (providers.length === 0) return null
  const destination = returnTo ?? `/?lang=${getLocale()}`

  async function onPopupMessage(message: SocialSignInMessage) {
    closePopup.current = undefined
    if (message.outcome === 'signed_in') {
      setStatus('')
      await finishSignIn(message.destination)
    } else {
      const { outcome } = message
      setStatus(outcome === 'consent' || outcome === 'second_factor' ? '' : socialFailureMessage(outcome))
      await router.navigate({ href: message.destination })
    }
  }

  function onClick(event: React.MouseEvent<HTMLAnchorElement>, provider: SocialProvider) {
    if (!popupSizes[provider] || event.metaKey || event.ctrlKey || event.shiftKey) return
    closePopup.current?.()
    const close = openSignInPopup(provider, destination, {
      onMessage: (message) => void onPopupMessage(message),
      onClosed: () => setStatus(m.auth_social_cancelled()),
    })
    if (!close) return // blocked: the link's own redirect goes ahead
    event.preventDefault()
    closePopup.current = close
    setStatus(m.auth_popup_waiting())
  }

  return (
    <Section aria-labelledby="social-sign-in-heading">
      <h2 id="social-sign-in-heading">{m.auth_social_heading()}</h2>
      <List>
        {order
          .filter((provider) => providers.includes(provider))
          .map((provider) => (
            <li key={provider}>
              <a
                href={socialStartUrl(provider, 'redirect', destination)}
                data-provider={provider}
                onClick={(event) => onClick(event, provider)}
              >
                <ProviderSymbol provider={provider} />
                {labels[provider]()}
              </a>
            </li>
          ))}
      </List>
      <p role="status">{status}</p>
    </Section>
  )
}
