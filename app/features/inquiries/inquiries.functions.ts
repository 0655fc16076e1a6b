import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { inquiryEndpoints } from '~/api/contract/inquiry-endpoints'

/** A fresh proof-of-work challenge for the inquiry form (never cached: each is solved and spent once). */
export const getCaptchaChallenge = createServerFn({ method: 'GET' }).handler(() => api(inquiryEndpoints.captchaChallenge, {}))
