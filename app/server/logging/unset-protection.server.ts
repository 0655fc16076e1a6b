import { isLoopbackOrigin } from '~/config/loopback-origin'
import { log } from './log.server'
import type { LogKind } from './log-line'

/**
 * A protection the operator left unset (malware scanning, the audit log's copy): a warning at start on a site others
 * reach, a line of information on a developer's (a loopback SITE_URL), where it is expected.
 */
export function logUnsetProtection(kind: LogKind, message: string, siteUrl: string): void {
  if (isLoopbackOrigin(siteUrl)) log.info(kind, message)
  else log.warn(kind, message)
}
