import type { Hono } from 'hono'
import { inquiryEndpoints } from '~/api/contract/inquiry-endpoints'
import { IntakeError, intakeErrorResponse } from '~/api/contract/intake-error'
import { type ClientBindings, clientIpOf, rateLimitKeyOfIp } from '~/server/http/client-address'
import { UploadSlots } from '~/server/http/upload-slots'
import type { Database } from '../db/database.server'
import { ApiError } from '../http/api-error'
import { logControlRefusal } from '../http/control-refusal-log'
import { implement } from '../http/implement'
import { requestLocale } from '../http/request-locale'
import { assertWithinRateLimit } from '../security/rate-limit'
import { captchaHmacKey } from './captcha/captcha-key'
import { createPowChallenge } from './captcha/pow-captcha'
import type { InquiryIntakeOptions } from './intake-options'
import { receiveInquiry } from './receive-inquiry'

const GOOGLE_CHECK_LIMIT = { bucket: 'google-captcha-check', limit: 30, windowSeconds: 600 }

/** POST /contacts (the inquiry) and the captcha's two endpoints. */
export function registerInquiryRoutes(app: Hono, db: Database, options: InquiryIntakeOptions): void {
  // Per process and per app: the bound is on this process's memory.
  const uploadSlots = new UploadSlots(options.uploadConcurrency)
  app.post(inquiryEndpoints.createInquiry.path, async (context) => {
    const request = context.req.raw
    const locale = requestLocale(request)
    const clientIp = clientIpOf(request, context.env as ClientBindings | undefined, options.trustProxy)
    try {
      const receiptNumber = await receiveInquiry(request, { locale, clientIp, uploadSlots }, db, options)
      return Response.json(
        { data: { receiptNumber } },
        { status: 201, headers: { 'cache-control': 'no-store', vary: 'accept-language' } },
      )
    } catch (error) {
      if (error instanceof IntakeError) {
        logControlRefusal(context, error.code, options.trustProxy)
        return intakeErrorResponse(error, locale)
      }
      throw error
    }
  })

  implement(app, inquiryEndpoints.captchaChallenge, async () => {
    // With reCAPTCHA configured there is no proof of work to solve.
    if (options.captcha.recaptcha) throw new ApiError('NOT_FOUND')
    return createPowChallenge(await captchaHmacKey(db, options.captcha.hmacKey), options.captcha.pow)
  })

  // Each check is a call to Google, within the site's reCAPTCHA quota: a client gets a form's worth of them.
  implement(app, inquiryEndpoints.googleCaptchaCheck, async ({ query, request, bindings }) => {
    if (!options.captcha.recaptcha) throw new ApiError('NOT_FOUND')
    const clientIp = clientIpOf(request, bindings as ClientBindings | undefined, options.trustProxy)
    await assertWithinRateLimit(db, { ...GOOGLE_CHECK_LIMIT, key: rateLimitKeyOfIp(clientIp) })
    return { success: await options.captcha.recaptcha(query.token, clientIp) }
  })
}
