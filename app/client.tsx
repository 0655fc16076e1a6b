import { installChunkErrorRecovery } from '~/shell/chunk-error-recovery'
import { afterMainContentPaint, preloadDeferredModules } from '~/shell/deferred-app-start'

// The browser entry is this small file: the app itself is requested once the page's main content has painted
// (decision 18), and its route chunks with it.
installChunkErrorRecovery()
afterMainContentPaint()
  .then(preloadDeferredModules)
  .then(() => import('~/client-app'))
