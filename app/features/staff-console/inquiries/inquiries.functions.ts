import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { adminEndpoints } from '~/api/contract/admin-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally. Every one goes through
// staffApi (the staff cookie, the role check before the call); the CSRF middleware guards the POSTs.

const receipt = schemaOf(adminEndpoints.inquiryDetail.params)
const withReceipt = <Entries extends v.ObjectEntries>(body: v.ObjectSchema<Entries, undefined>) =>
  v.object({ ...receipt.entries, ...body.entries })

export const listInquiries = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(adminEndpoints.inquiryList.query)))
  .handler(({ data }) => staffApi(adminEndpoints.inquiryList, { query: data }))

/** One inquiry with everything about it (audited by the API), or null when there is none by that receipt. */
export const getInquiry = createServerFn({ method: 'GET' })
  .validator(contractInput(receipt))
  .handler(({ data }) => notFoundAsNull(() => staffApi(adminEndpoints.inquiryDetail, { params: data })))

export const listAssignees = createServerFn({ method: 'GET' }).handler(() => staffApi(adminEndpoints.assignees, {}))

export const addInquiryNote = createServerFn({ method: 'POST' })
  .validator(contractInput(withReceipt(schemaOf(adminEndpoints.addInquiryNote.body))))
  .handler(({ data: { receiptNumber, ...body } }) =>
    actionOutcome(() => staffApi(adminEndpoints.addInquiryNote, { params: { receiptNumber }, body })),
  )

export const assignInquiry = createServerFn({ method: 'POST' })
  .validator(contractInput(withReceipt(schemaOf(adminEndpoints.assignInquiry.body))))
  .handler(({ data: { receiptNumber, ...body } }) =>
    actionOutcome(() => staffApi(adminEndpoints.assignInquiry, { params: { receiptNumber }, body })),
  )

export const setInquiryStatus = createServerFn({ method: 'POST' })
  .validator(contractInput(withReceipt(schemaOf(adminEndpoints.setInquiryStatus.body))))
  .handler(({ data: { receiptNumber, ...body } }) =>
    actionOutcome(() => staffApi(adminEndpoints.setInquiryStatus, { params: { receiptNumber }, body })),
  )

/** The reply as it would be mailed (address, subject, whole text), nothing sent. */
export const previewInquiryReply = createServerFn({ method: 'POST' })
  .validator(contractInput(withReceipt(schemaOf(adminEndpoints.previewInquiryReply.body))))
  .handler(({ data: { receiptNumber, ...body } }) =>
    actionOutcome(() => staffApi(adminEndpoints.previewInquiryReply, { params: { receiptNumber }, body })),
  )

/** Mails the reply to the visitor through the outbox and keeps it with the inquiry. */
export const replyToInquiry = createServerFn({ method: 'POST' })
  .validator(contractInput(withReceipt(schemaOf(adminEndpoints.replyToInquiry.body))))
  .handler(({ data: { receiptNumber, ...body } }) =>
    actionOutcome(() => staffApi(adminEndpoints.replyToInquiry, { params: { receiptNumber }, body })),
  )
