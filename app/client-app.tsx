import { loadClientMessages } from 'virtual:client-messages'
import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { carryPageLocale } from '~/i18n/carry-locale'
import { installClientLocale } from '~/i18n/client-locale'

const locale = installClientLocale()
carryPageLocale(locale)

// Loaded by the browser entry (client.tsx) once the page has painted. Only the page's language ships; its messages
// load (preloaded by the page) before anything renders.
loadClientMessages(locale).then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    )
  }),
)
