import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { memberAreaAdminEndpoints } from '~/api/contract/member-area-admin-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).

const sampleParams = schemaOf(memberAreaAdminEndpoints.sampleDetail.params)

export const listSamples = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(memberAreaAdminEndpoints.sampleList.query)))
  .handler(({ data }) => staffApi(memberAreaAdminEndpoints.sampleList, { query: data }))

/** One request, its recipient and address masked (audited by the API), or null when there is none. */
export const getSample = createServerFn({ method: 'GET' })
  .validator(contractInput(sampleParams))
  .handler(({ data }) => notFoundAsNull(() => staffApi(memberAreaAdminEndpoints.sampleDetail, { params: data })))

export const moveSample = createServerFn({ method: 'POST' })
  .validator(
    contractInput(v.object({ ...sampleParams.entries, ...schemaOf(memberAreaAdminEndpoints.moveSampleRequest.body).entries })),
  )
  .handler(({ data: { id, ...body } }) =>
    actionOutcome(() => staffApi(memberAreaAdminEndpoints.moveSampleRequest, { params: { id }, body })),
  )

/** The recipient, number and address in full, for a reason from the list (audited by the API); never cached. */
export const revealSampleRecipient = createServerFn({ method: 'POST' })
  .validator(
    contractInput(
      v.object({ ...sampleParams.entries, ...schemaOf(memberAreaAdminEndpoints.revealSampleRecipient.body).entries }),
    ),
  )
  .handler(({ data: { id, reason } }) =>
    actionOutcome(() => staffApi(memberAreaAdminEndpoints.revealSampleRecipient, { params: { id }, body: { reason } })),
  )
