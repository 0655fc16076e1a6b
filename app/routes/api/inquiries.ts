import { createFileRoute } from '@tanstack/react-router'
import { getRequestIP } from '@tanstack/react-start/server'
import { apiForward } from '~/api/api-client.server'
import { inquiryEndpoints } from '~/api/contract/inquiry-endpoints'
import { forwardInquiry } from '~/api/inquiry-forward.server'
import { env } from '~/config/env.server'
import { LOCALE_HEADER, parseLocale } from '~/i18n/locales'
import { getLocale } from '~/paraglide/runtime'
import { resolveForwardedIp } from '~/server/http/client-address'

/**
 * POST /api/inquiries: the inquiry form posts its multipart body here (same origin, so the global CSRF
 * middleware vouches for it); it goes on, streamed, to the API's POST /contacts wherever the API lives.
 */
async function handle({ request }: { request: Request }): Promise<Response> {
  const locale = parseLocale(request.headers.get(LOCALE_HEADER)) ?? getLocale()
  const clientIp = resolveForwardedIp(request.headers, getRequestIP(), env.TRUST_PROXY)
  return forwardInquiry(request, { locale, clientIp }, (raw, options) => apiForward(inquiryEndpoints.createInquiry, raw, options))
}

export const Route = createFileRoute('/api/inquiries')({
  server: { handlers: { POST: handle } },
})
