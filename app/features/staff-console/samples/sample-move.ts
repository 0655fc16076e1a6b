import type { SampleStatus } from '~/api/contract/member-area-admin-endpoints'
import { memberAreaAdminEndpoints, sampleMoves, sampleShippingLimits } from '~/api/contract/member-area-admin-endpoints'
import { problemsOf, textFaultOf, textProblem, typedText } from '../kit/form-problems'

export interface SampleMoveFields {
  status: SampleStatus
  carrier: string
  trackingNumber: string
  declineReason: string
}

/** The statuses a request may move to from `current` (the workflow's steps, a step back, or its details corrected). */
export function sampleTargets(current: SampleStatus): readonly SampleStatus[] {
  return sampleMoves[current]
}

/** Shipped needs a carrier and a tracking number, declined a reason the member reads; other moves need nothing. */
export function sampleMoveProblems(fields: SampleMoveFields) {
  const problemOf = (field: 'carrier' | 'trackingNumber' | 'declineReason') =>
    textFaultOf(memberAreaAdminEndpoints.moveSampleRequest, field, fields[field]) ??
    textProblem(fields[field], sampleShippingLimits[field])
  return problemsOf({
    carrier: fields.status === 'shipped' ? problemOf('carrier') : undefined,
    trackingNumber: fields.status === 'shipped' ? problemOf('trackingNumber') : undefined,
    declineReason: fields.status === 'declined' ? problemOf('declineReason') : undefined,
  })
}

/** The move's body as the API takes it: only the details its status needs. */
export function sampleMoveBody(fields: SampleMoveFields, version: number) {
  return {
    status: fields.status,
    version,
    ...(fields.status === 'shipped'
      ? { carrier: typedText(fields.carrier), trackingNumber: typedText(fields.trackingNumber) }
      : {}),
    ...(fields.status === 'declined' ? { declineReason: typedText(fields.declineReason) } : {}),
  }
}
