import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { checkedCallOf, dispatched, isChange, isRead } from '~/features/contract-calls/contract-call'
import { memberApi } from './member-api.server'
import { memberCalls } from './member-endpoints'

// The member area's calls, dispatched by the contract (decision 119): the endpoint is named by the call, its input
// checked by that endpoint's own schemas on the server, and the call made for the member of the session cookie only
// (memberApi): the server function never takes a member id from the page, and the API checks ownership itself.

export const readMemberEndpoint = createServerFn({ method: 'GET' })
  .validator(checkedCallOf(memberCalls, isRead))
  .handler(({ data }) => dispatched(memberApi(data.endpoint, data.input)))

/** A change: its data, or the API's refusal as an outcome for the form (nothing is thrown, the form keeps its input). */
export const changeMemberEndpoint = createServerFn({ method: 'POST' })
  .validator(checkedCallOf(memberCalls, isChange))
  .handler(({ data }) => dispatched(actionOutcome(() => memberApi(data.endpoint, data.input))))
