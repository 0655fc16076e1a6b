import { createServerFn } from '@tanstack/react-start'
import { api } from '~/api/api-client.server'
import { checkedCallOf, dispatched, isRead } from './contract-call'
import { publicPrivateReads, publicReads } from './public-endpoints'

// A visitor's reads, dispatched by the contract (decision 119): the endpoint is named by the call, its input checked by
// that endpoint's own schemas on the server, and the call made with no one's token, as a spelled-out function made it.

export const readPublicEndpoint = createServerFn({ method: 'GET' })
  .validator(checkedCallOf(publicReads, isRead))
  .handler(({ data }) => dispatched(api(data.endpoint, data.input)))

export const readPublicEndpointPrivately = createServerFn({ method: 'POST' })
  .validator(checkedCallOf(publicPrivateReads))
  .handler(({ data }) => dispatched(api(data.endpoint, data.input)))
