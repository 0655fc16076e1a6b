import { m } from '~/paraglide/messages'
import { getLocale } from '~/paraglide/runtime'
import { formatTimestamp } from '../kit/console-format'

/** What the console says once an invitation went out: until when it works, and whether it replaced an earlier link. */
export function invitedNotice({ email, expiresAt, replaced }: { email: string; expiresAt: string; replaced: boolean }) {
  const until = formatTimestamp(expiresAt, getLocale())
  return replaced ? m.admin_staff_invited_again({ email, expiresAt: until }) : m.admin_staff_invited({ email, expiresAt: until })
}
