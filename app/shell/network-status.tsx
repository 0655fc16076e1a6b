import { styled } from '@linaria/react'
import { useEffect, useRef } from 'react'
import { useOnline } from '~/components/errors/use-online'
import { hiddenInPrint } from '~/components/styles/print'
import { colors, zIndex } from '~/components/styles/theme'
import { useToastStore } from '~/components/ui/toast-store'
import { m } from '~/paraglide/messages'

const Banner = styled.p`
  background: ${colors.secondary};
  bottom: 0;
  color: ${colors.textInverse};
  left: 0;
  margin: 0;
  padding: 12px 16px;
  position: fixed;
  right: 0;
  text-align: center;
  z-index: ${zIndex.toast};
  ${hiddenInPrint}
`

/** Says so while the browser is offline, and once when it is back. */
export function NetworkStatus() {
  const online = useOnline()
  const notify = useToastStore((state) => state.notify)
  const wasOffline = useRef(false)

  useEffect(() => {
    if (!online) wasOffline.current = true
    else if (wasOffline.current) {
      wasOffline.current = false
      notify('success', m.status_online())
    }
  }, [online, notify])

  return (
    <div aria-live="polite">
      {online ? null : (
        <Banner role="status" data-testid="offline-banner">
          {m.status_offline()}
        </Banner>
      )}
    </div>
  )
}
