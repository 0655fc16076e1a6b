import { createServerFn } from '@tanstack/react-start'
import * as v from 'valibot'
import { actionOutcome } from '~/api/action-outcome'
import { mediaEndpoints } from '~/api/contract/media-endpoints'
import { contractInput } from '~/api/contract-input'
import { schemaOf } from '../contract-schema'
import { notFoundAsNull } from '../not-found-as-null.server'
import { staffApi } from '../staff-api.server'

// Each call is spelled out: Start's compiler recognises `createServerFn(...)` chains literally (see inquiries.functions).
// The upload is no server function (its body is an image): the console posts it to /api/console/media.

const mediaParams = schemaOf(mediaEndpoints.detail.params)

export const listMedia = createServerFn({ method: 'GET' })
  .validator(contractInput(schemaOf(mediaEndpoints.list.query)))
  .handler(({ data }) => staffApi(mediaEndpoints.list, { query: data }))

export const getMediaItem = createServerFn({ method: 'GET' })
  .validator(contractInput(mediaParams))
  .handler(({ data }) => notFoundAsNull(() => staffApi(mediaEndpoints.detail, { params: data })))

/** Sets the alt text in every language, on the `version` read. */
export const updateMediaAlt = createServerFn({ method: 'POST' })
  .validator(contractInput(v.object({ ...mediaParams.entries, ...schemaOf(mediaEndpoints.updateAlt.body).entries })))
  .handler(({ data: { id, ...body } }) => actionOutcome(() => staffApi(mediaEndpoints.updateAlt, { params: { id }, body })))

export const removeMediaItem = createServerFn({ method: 'POST' })
  .validator(contractInput(mediaParams))
  .handler(({ data }) => actionOutcome(() => staffApi(mediaEndpoints.remove, { params: data })))
