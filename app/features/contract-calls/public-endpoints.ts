import { contentEndpoints } from '~/api/contract/content-endpoints'
import { inquiryEndpoints } from '~/api/contract/inquiry-endpoints'
import { memberAreaEndpoints } from '~/api/contract/member-area-endpoints'
import { postPreviewEndpoints } from '~/api/contract/post-editing-endpoints'
import { tableOf } from './contract-call'

/**
 * What a visitor's pages read from the API with no one's token (decision 119): every public read of the contract, a
 * new one included once it is there, the FAQ (the members' and the public page's one list) and the inquiry form's
 * challenge (never cached: each is solved once).
 */
export const publicReads = tableOf(contentEndpoints, {
  faq: memberAreaEndpoints.faq,
  captchaChallenge: inquiryEndpoints.captchaChallenge,
})

/**
 * Reads whose input belongs in no address, cache or log, sent by POST: a draft behind a preview link (its token,
 * decision 40) and the pharmacies nearest to the place a visitor shared.
 */
export const publicPrivateReads = tableOf(postPreviewEndpoints, { pharmacyNearby: contentEndpoints.pharmacyNearby })
