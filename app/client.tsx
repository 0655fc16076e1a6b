import { StartClient } from '@tanstack/react-start/client'
import { StrictMode, startTransition } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { installChunkErrorRecovery } from '~/components/app-shell/chunk-error-recovery'
import { installClientLocale } from '~/i18n/client-locale'

installClientLocale()
installChunkErrorRecovery()

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <StartClient />
    </StrictMode>,
  )
})
