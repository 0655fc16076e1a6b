import { createServerFn } from '@tanstack/react-start'
import { actionOutcome } from '~/api/action-outcome'
import { checkedCallOf, dispatched, isChange, isRead } from '~/features/contract-calls/contract-call'
import { notFoundAsNull } from './not-found-as-null.server'
import { staffApi } from './staff-api.server'
import { staffCalls } from './staff-endpoints'

// The staff console's calls, dispatched by the contract (decision 119): the endpoint is named by the call, its input
// checked by that endpoint's own schemas on the server, and the call made for the signed-in staff member (staffApi:
// no staff session is a 401, a refused token ends it, the API checks the endpoint's roles and proof and a refused
// role is logged with who and what).

export const readStaffEndpoint = createServerFn({ method: 'GET' })
  .validator(checkedCallOf(staffCalls, isRead))
  .handler(({ data }) => dispatched(staffApi(data.endpoint, data.input)))

/** A record's read for its page: null when it is gone (the API's 404), for the page to say so. */
export const findStaffEndpoint = createServerFn({ method: 'GET' })
  .validator(checkedCallOf(staffCalls, isRead))
  .handler(({ data }) => dispatched(notFoundAsNull(() => staffApi(data.endpoint, data.input))))

/** A change: its data, or the API's refusal as an outcome for the form (nothing is thrown, the form keeps its input). */
export const changeStaffEndpoint = createServerFn({ method: 'POST' })
  .validator(checkedCallOf(staffCalls, isChange))
  .handler(({ data }) => dispatched(actionOutcome(() => staffApi(data.endpoint, data.input))))
