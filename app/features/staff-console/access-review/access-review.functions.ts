import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { accessReviewEndpoints } from '~/api/contract/access-review-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally; staffApi sends each with
// the staff cookie (the API checks the role), and the CSRF middleware guards them all.

const monthParams = schemaOf(accessReviewEndpoints.accessReview.params)

export const readAccessReview = createServerFn({ method: 'GET' })
  .validator(contractInput(monthParams))
  .handler(({ data }) => staffApi(accessReviewEndpoints.accessReview, { params: data }))

export const readAccessReviewDue = createServerFn({ method: 'GET' }).handler(() =>
  staffApi(accessReviewEndpoints.accessReviewDue, {}),
)

export const confirmDownloadReasons = createServerFn({ method: 'POST' })
  .validator(
    contractInput(v.object({ ...monthParams.entries, ...schemaOf(accessReviewEndpoints.confirmDownloadReasons.body).entries })),
  )
  .handler(({ data: { month, ...body } }) =>
    actionOutcome(() => staffApi(accessReviewEndpoints.confirmDownloadReasons, { params: { month }, body })),
  )

export const markMonthReviewed = createServerFn({ method: 'POST' })
  .validator(
    contractInput(v.object({ ...monthParams.entries, ...schemaOf(accessReviewEndpoints.markMonthReviewed.body).entries })),
  )
  .handler(({ data: { month, ...body } }) =>
    actionOutcome(() => staffApi(accessReviewEndpoints.markMonthReviewed, { params: { month }, body })),
  )
