import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { memberConsentEndpoints, versionedConsentDocuments } from '~/api/contract/member-consent-endpoints'
import { contractInput } from '~/api/contract-input'
import { memberApi } from './member-api.server'

export const getMemberConsents = createServerFn({ method: 'GET' }).handler(() => memberApi(memberConsentEndpoints.consents, {}))

export const setMarketingConsent = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ agreed: v.boolean() })))
  .handler(({ data }) => actionOutcome(() => memberApi(memberConsentEndpoints.setMarketing, { body: data })))

export const agreeToChangedText = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ document: v.picklist(versionedConsentDocuments) })))
  .handler(({ data }) => actionOutcome(() => memberApi(memberConsentEndpoints.agreeToText, { body: data })))
