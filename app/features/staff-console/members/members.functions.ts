import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { adminMemberEndpoints } from '~/api/contract/admin-member-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).
// No call here changes a member's password or email: staff cannot.

const memberParams = schemaOf(adminMemberEndpoints.memberDetail.params)

export const searchMembers = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(adminMemberEndpoints.memberSearch.query)))
  .handler(({ data }) => staffApi(adminMemberEndpoints.memberSearch, { query: data }))

/** The member, masked (audited by the API), or null when there is none. */
export const getMember = createServerFn({ method: 'GET' })
  .validator(contractInput(memberParams))
  .handler(({ data }) => notFoundAsNull(() => staffApi(adminMemberEndpoints.memberDetail, { params: data })))

/** The member's data in full; the reason goes to the audit log. Answered to this page only, never cached. */
export const revealMember = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...memberParams.entries, ...schemaOf(adminMemberEndpoints.revealMember.body).entries })))
  .handler(({ data: { id, reason } }) =>
    actionOutcome(() => staffApi(adminMemberEndpoints.revealMember, { params: { id }, body: { reason } })),
  )

export const getMemberPoints = createServerFn({ method: 'GET' })
  .validator(contractInput(v.object({ ...memberParams.entries, ...schemaOf(adminMemberEndpoints.memberPoints.query).entries })))
  .handler(({ data: { id, ...query } }) => staffApi(adminMemberEndpoints.memberPoints, { params: { id }, query }))

export const adjustPoints = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...memberParams.entries, ...schemaOf(adminMemberEndpoints.adjustPoints.body).entries })))
  .handler(({ data: { id, ...body } }) =>
    actionOutcome(() => staffApi(adminMemberEndpoints.adjustPoints, { params: { id }, body })),
  )

export const listMemberSessions = createServerFn({ method: 'GET' })
  .validator(contractInput(memberParams))
  .handler(({ data }) => staffApi(adminMemberEndpoints.memberSessions, { params: data }))

export const endMemberSession = createServerFn({ method: 'POST' })
  .validator(contractInput(schemaOf(adminMemberEndpoints.endMemberSession.params)))
  .handler(({ data }) => actionOutcome(() => staffApi(adminMemberEndpoints.endMemberSession, { params: data })))

export const endAllMemberSessions = createServerFn({ method: 'POST' })
  .validator(contractInput(memberParams))
  .handler(({ data }) => actionOutcome(() => staffApi(adminMemberEndpoints.endAllMemberSessions, { params: data })))

/** Turns off the member's second factor for support (after a fresh proof); the reason goes to the audit log. */
export const resetMemberSecondFactor = createServerFn({ method: 'POST' })
  .validator(
    contractInput(v.object({ ...memberParams.entries, ...schemaOf(adminMemberEndpoints.resetMemberSecondFactor.body).entries })),
  )
  .handler(({ data: { id, reason } }) =>
    actionOutcome(() => staffApi(adminMemberEndpoints.resetMemberSecondFactor, { params: { id }, body: { reason } })),
  )
